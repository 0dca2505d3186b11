export { descriptionFromData as default } from '../../components/seo/meta'
