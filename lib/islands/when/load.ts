// `load`: as soon as the runtime starts, that is once the page's largest paint is on screen
// (lib/islands/after-lcp-paint.ts) or at the visitor's first press. Idle waits for these.
import type { Strategy } from '../runtime-island'
import { hydrateOnIntent } from './intent'

export const onLoad: Strategy = (island, page) => {
  page.onStart(() => page.hydrate(island))
  hydrateOnIntent(island, page, false)
}
