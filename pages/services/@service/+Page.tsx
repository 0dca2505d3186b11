import { useData } from 'vike-react/useData'
import { ServiceDetailPage } from '../../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  return <ServiceDetailPage data={useData<Data>()} />
}
