export { HomeHead as default } from '../../components/seo/HomeHead'
