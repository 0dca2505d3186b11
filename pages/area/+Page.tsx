import { useData } from 'vike-react/useData'
import { HomePage } from '../../components/catalogue-pages/home/HomePage'
import type { Data } from './+data'

export default function Page() {
  return <HomePage data={useData<Data>()} />
}
