import { nav } from '../../lib/catalogue/catalogue.server'
import { usePageContext } from 'vike-react/usePageContext'
import { NotFound } from '../../components/catalogue-pages'

export default function Page() {
  const { is404, abortStatusCode } = usePageContext()
  const notFound = is404 === true || abortStatusCode === 404
  return <NotFound is404={notFound} services={nav.services} phoneDisplay={nav.business.phone.display} phoneE164={nav.business.phone.e164} />
}
