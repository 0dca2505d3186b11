import { usePageContext } from 'vike-react/usePageContext'
import { business, servicePages } from '../../lib/catalogue/catalogue'
import { NotFound } from '../../components/info/NotFound'

const services = servicePages.map(({ slug, name }) => ({ slug, name }))

export default function Page() {
  const { is404, abortStatusCode } = usePageContext()
  const notFound = is404 === true || abortStatusCode === 404
  return <NotFound is404={notFound} services={services} phoneDisplay={business.phone.display} phoneE164={business.phone.e164} />
}
