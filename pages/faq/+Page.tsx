import { useData } from 'vike-react/useData'
import { FaqSections, InfoPage } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/faq">
      <FaqSections entries={data.entries} />
    </InfoPage>
  )
}
