import { useData } from 'vike-react/useData'
import { InfoPage, TestimonialGrid } from '../../components/catalogue-pages'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/testimonials">
      <TestimonialGrid testimonials={data.testimonials} />
    </InfoPage>
  )
}
