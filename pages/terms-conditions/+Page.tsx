import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  return <InfoPage data={useData<Data>()} path="/terms-conditions" />
}
