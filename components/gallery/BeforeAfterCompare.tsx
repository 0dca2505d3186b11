import { CompareSlider } from '../ui/compare-slider'
import type { PairView } from './pair-view'

/** The island (when="visible"): one pair's comparison slider, named after the vehicle. */
export function BeforeAfterCompare({ pair }: { pair: Pick<PairView, 'vehicle' | 'before' | 'after'> }) {
  return <CompareSlider before={pair.before} after={pair.after} label={`Before and after: ${pair.vehicle}`} />
}
