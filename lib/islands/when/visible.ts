// `visible`: the island hydrates when it comes near the viewport, after the page has turned idle,
// so code for something below the fold is never part of "JS requested before idle" (decision 110)
// and a visitor who never scrolls to it never fetches it. The watch itself (near-viewport.ts) is
// loaded at idle too: the page's first script carries only this. An intent inside the island (a
// focus from the keyboard, a touch) after the start hydrates it at once, watch or not; so does
// one after a failed load of the watch (offline).
import type { Strategy } from '../runtime-island'
import { hydrateOnIntent } from './intent'

export const onVisible: Strategy = (island, page) => {
  hydrateOnIntent(island, page, false)
  page.onIdle(() => {
    import('./near-viewport').then(({ hydrateNearViewport }) => hydrateNearViewport(island, page)).catch(() => {})
  })
}
