import { useData } from 'vike-react/useData'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { InfoPage } from '../../components/catalogue-pages'
import { pageContainer } from '../../components/ui/page-styles'
import type { Data } from './+data'

export default function Page() {
  return (
    <InfoPage data={useData<Data>()} path="/about">
      <div className={`${pageContainer} ${css({ pb: '12', display: 'flex', flexWrap: 'wrap', gap: '3' })}`}>
        <a href="/book" className={button({ variant: 'solid', size: 'lg' })}>
          Book a detail
        </a>
        <a href="/service-areas" className={button({ variant: 'outline', size: 'lg' })}>
          See where we detail
        </a>
      </div>
    </InfoPage>
  )
}
