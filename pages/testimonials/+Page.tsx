import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/info/InfoPage'
import { TestimonialGrid } from '../../components/info/TestimonialGrid'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/testimonials">
      <TestimonialGrid testimonials={data.testimonials} />
    </InfoPage>
  )
}
