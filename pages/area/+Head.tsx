export { HomeHead as default } from '../../components/layout'
