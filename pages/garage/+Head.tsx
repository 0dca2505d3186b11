import { PageHead } from '../../components/seo/PageHead'

export default function Head() {
  return <PageHead path="/garage" noindex />
}
