import { css } from 'styled-system/css'
import { Island } from '../../lib/islands/Island'
import { BeforeAfterCompare } from './BeforeAfterCompare'
import { galleryIslands } from './islands'
import type { PairView } from './pair-view'

/**
 * One pair: the slider island and its caption. It hydrates near the viewport; until then (and
 * without script) its server markup shows both photos, with their width and height, so nothing moves.
 */
export function PairFigure({ pair }: { pair: PairView }) {
  const { vehicle, before, after } = pair
  return (
    <figure className={css({ display: 'grid', gap: '3' })}>
      <Island of={galleryIslands['before-after']} component={BeforeAfterCompare} props={{ pair: { vehicle, before, after } }} when="visible" instance={pair.id} />
      <figcaption className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <strong className={css({ color: 'fg.default' })}>{vehicle}</strong>: {pair.caption}
      </figcaption>
    </figure>
  )
}
