import { useData } from 'vike-react/useData'
import { InfoPage } from '../../components/catalogue-pages/info/InfoPage'
import { TestimonialGrid } from '../../components/catalogue-pages/info/TestimonialGrid'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/testimonials">
      <TestimonialGrid testimonials={data.testimonials} />
    </InfoPage>
  )
}
