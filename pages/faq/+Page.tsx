import { useData } from 'vike-react/useData'
import { FaqSections } from '../../components/catalogue-pages/info/FaqSections'
import { InfoPage } from '../../components/catalogue-pages/info/InfoPage'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/faq">
      <FaqSections entries={data.entries} />
    </InfoPage>
  )
}
