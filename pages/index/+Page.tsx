import { useData } from 'vike-react/useData'
import { HomePage } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  return <HomePage data={useData<Data>()} />
}
