import { useData } from 'vike-react/useData'
import { FaqSections } from '../../components/info/FaqSections'
import { InfoPage } from '../../components/info/InfoPage'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/faq">
      <FaqSections entries={data.entries} />
    </InfoPage>
  )
}
