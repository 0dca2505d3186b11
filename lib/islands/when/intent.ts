// `intent`: the island hydrates on the first pointer, focus or touch inside it, and not before (or
// idle never comes for it). Every other island with server markup listens too once the runtime has
// started, so that a hover before idle starts its code early, and an island whose code failed to
// load tries again.
import type { Island, IslandPage, Strategy } from '../runtime-island'

// Every browser that runs the site's ES2022 modules has pointer events: a touch is a pointerdown too.
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'focusin'] as const

/** `beforeStart`: an intent hydrates the island even before the runtime has started. */
export function hydrateOnIntent(island: Island, page: IslandPage, beforeStart: boolean): void {
  const onIntent = () => {
    if (beforeStart || page.started()) page.hydrate(island)
  }
  for (const type of INTENT_EVENTS) island.container.addEventListener(type, onIntent, { passive: true, capture: true, signal: page.signal })
}

export const onIntent: Strategy = (island, page) => hydrateOnIntent(island, page, true)
