// `idle`, the default: once the load islands have hydrated and the main thread is idle with no
// island control answering a tap (lib/islands/scheduler.ts, whenAnswered), so their code is not
// evaluated in the middle of an answer. A tapped control's `data-opens` hydrates one sooner
// (lib/islands/start.ts).
import type { Strategy } from '../runtime-island'
import { hydrateOnIntent } from './intent'

export const onIdle: Strategy = (island, page) => {
  page.onIdle(() => page.hydrate(island))
  hydrateOnIntent(island, page, false)
}
