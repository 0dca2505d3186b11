// One island as the browser's runtime keeps it (lib/islands/start.ts), and what a hydration
// strategy (lib/islands/when/) may ask of the page: each strategy only says when to hydrate.
import { ISLAND_ATTRIBUTES, type IslandWhen } from './protocol'

/** A click that came before the island's code: where it landed, replayed once hydrated. */
export interface HeldClick {
  path: number[]
  focused: boolean
  target: HTMLElement
}

/**
 * Where one island is:
 * - waiting: server markup only; its code has not been asked for;
 * - loading: its code is on the way; a click meanwhile is held (at most one, the latest);
 * - hydrated: live; clicks are its own;
 * - unavailable: its code could not load (offline, a replaced chunk); clicks go to the server
 *   markup (a link, a GET form) and the next intent tries again.
 */
export type IslandPhase = { phase: 'waiting' } | { phase: 'loading'; heldClick: HeldClick | null } | { phase: 'hydrated' } | { phase: 'unavailable' }

export interface Island {
  container: HTMLElement
  name: string
  id: string
  when: IslandWhen
  /** ms after the start by which the island hydrates anyway (data-wake-after). */
  wakeAfter: number | null
  /** A sessionStorage key whose presence hydrates the island at the start (data-wake-if-stored). */
  wakeIfStored: string | null
  state: IslandPhase
}

/** What a strategy may ask of the page's runtime. */
export interface IslandPage {
  readonly win: Window & typeof globalThis
  readonly signal: AbortSignal
  /** Has the runtime started (the largest paint, or the visitor's first press)? */
  readonly started: () => boolean
  hydrate: (island: Island) => void
  /** Runs `work` when the runtime starts. */
  onStart: (work: () => void) => void
  /** Runs `work` when the page turns idle: the load islands have hydrated and no tap is being answered. */
  onIdle: (work: () => void) => void
  /** A timer that `stop` cancels. */
  later: (work: () => void, ms?: number) => void
}

/** Decides when one island hydrates. */
export type Strategy = (island: Island, page: IslandPage) => void

/** Every `[data-island]` of the document, as the server wrote it (lib/islands/Island.tsx). */
export function readIslands(doc: Document): Island[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)].map((container) => {
    const name = container.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''
    const wakeAfter = container.getAttribute(ISLAND_ATTRIBUTES.wakeAfter)
    return {
      container,
      name,
      id: container.getAttribute(ISLAND_ATTRIBUTES.id) ?? name,
      when: (container.getAttribute(ISLAND_ATTRIBUTES.when) as IslandWhen | null) ?? 'idle',
      wakeAfter: wakeAfter === null ? null : Number(wakeAfter),
      wakeIfStored: container.getAttribute(ISLAND_ATTRIBUTES.wakeIfStored),
      state: { phase: 'waiting' },
    }
  })
}
