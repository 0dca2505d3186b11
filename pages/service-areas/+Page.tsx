import { useData } from 'vike-react/useData'
import { css } from 'styled-system/css'
import { AreaDirectory, InfoPage } from '../../components/catalogue-pages'
import { bookingIslands, ZipCheck } from '../../components/booking'
import { Island } from '../../lib/islands/Island'
import { pageContainer } from '../../components/ui/page-styles'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <InfoPage data={data} path="/service-areas">
      <div className={`${pageContainer} ${css({ pb: '10' })}`}>
        <Island of={bookingIslands['zip-check']} component={ZipCheck} props={{ areas: data.zipAreas }} />
      </div>
      <AreaDirectory areas={data.areas} />
      <p className={`${pageContainer} ${css({ pb: '12', color: 'fg.muted' })}`}>{data.serviceRadius}</p>
    </InfoPage>
  )
}
