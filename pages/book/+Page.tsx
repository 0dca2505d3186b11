import { useData } from 'vike-react/useData'
import { BookingPage } from '../../components/booking'
import type { Data } from './+data'

export default function Page() {
  return <BookingPage data={useData<Data>()} />
}
