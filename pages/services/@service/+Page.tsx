import { useData } from 'vike-react/useData'
import { ServiceDetailPage } from '../../../components/catalogue-pages'
import { BeforeAfterSection } from '../../../components/gallery'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  // The pairs come after the whole page: below the fold on a phone, where their slider's code loads
  // only as they come near (components/gallery/PairFigure.tsx).
  return (
    <>
      <ServiceDetailPage data={data} />
      <BeforeAfterSection serviceName={data.service.name} pairs={data.beforeAfter} />
    </>
  )
}
