export { titleFromData as default } from '../../components/seo/meta'
