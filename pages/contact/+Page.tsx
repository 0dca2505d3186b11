import { useData } from 'vike-react/useData'
import { ContactDetails, InfoPage } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/contact">
      <ContactDetails contact={data.contact} />
    </InfoPage>
  )
}
