// The island runtime every public page runs (pages/+client.ts; docs/decisions/110-islands-html-only-pages.md).
// It has no static imports of React: React and each island's code are requested after the largest
// paint, so the HTML's own requests are the stylesheet, the images and this small module. When each
// island hydrates is its strategy's (when/), a held early tap is held-tap.ts's; this file loads and
// mounts the islands and says when the page is idle.
import type { ComponentType } from 'react'
import { afterLcpPaint } from './after-lcp-paint'
import { holdEarlyTaps } from './held-tap'
import { readIslands, type Island, type IslandPage, type Strategy } from './runtime-island'
import { ISLAND_ATTRIBUTES, ISLANDS_HYDRATED_MARKER, ISLANDS_IDLE_MARK, ISLANDS_IDLE_MARKER, ISLANDS_START_MARK, type IslandWhen } from './protocol'
import { scheduler } from './scheduler'
import { onClient } from './when/client'
import { onIdle } from './when/idle'
import { onIntent } from './when/intent'
import { onLoad } from './when/load'
import { onVisible } from './when/visible'
import { wakeEarly } from './when/wake'

/**
 * The site's islands by name (components/islands/registry.ts). The runtime hands each component
 * the props the server wrote as JSON, so here a component's props are only "an object".
 */
export type IslandRegistry = Readonly<Record<string, { readonly load: () => Promise<unknown> }>>

const STRATEGIES: Record<IslandWhen, Strategy> = { load: onLoad, idle: onIdle, intent: onIntent, client: onClient, visible: onVisible }

/**
 * Finds every `[data-island]` in the document and hydrates each one when its `data-when` says.
 *
 * Returns `stop`: it removes every listener and cancels every timer and idle callback the runtime
 * started, and code that arrives later mounts nothing. A page never calls it; a test does in its
 * teardown, so nothing of one test runs in the next or after its window is gone.
 */
export function startIslands(registry: IslandRegistry, win: Window & typeof globalThis = window): () => void {
  const doc = win.document
  const stopped = new AbortController()
  const { signal } = stopped
  const { later, whenIdle, whenAnswered } = scheduler(win, signal)
  const islands = readIslands(doc)
  let started = false
  const atStart: (() => void)[] = []
  const atIdle: (() => void)[] = []
  const page: IslandPage = {
    win,
    signal,
    started: () => started,
    hydrate: (island) => hydrate(island),
    onStart: (work) => (started ? work() : atStart.push(work)),
    onIdle: (work) => atIdle.push(work),
    later,
  }

  let mountModule: Promise<typeof import('./mount')> | null = null
  const loadMount = () => (mountModule ??= import('./mount'))

  const eager = (island: Island) => island.when === 'load' || island.when === 'client'
  // An island whose code failed to load waits for the next intent: it no longer holds the page up.
  const pending = (island: Island) => island.state.phase === 'loading' || island.state.phase === 'waiting'
  let idleStarted = false
  const startIdle = () => {
    if (idleStarted) return
    idleStarted = true
    whenIdle(() =>
      whenAnswered(() => {
        doc.documentElement.dataset[ISLANDS_IDLE_MARKER] = 'idle'
        // The exact moment, for the bench: requests started before it are "before idle".
        win.performance.mark(ISLANDS_IDLE_MARK)
        for (const work of atIdle.splice(0)) work()
        markIdleWhenDone()
      }),
    )
  }
  const markIdleWhenDone = () => {
    if (!started) return
    if (!islands.some((island) => eager(island) && pending(island))) startIdle()
    if (idleStarted && !islands.some((island) => (eager(island) || island.when === 'idle') && pending(island))) {
      doc.documentElement.dataset[ISLANDS_HYDRATED_MARKER] = ''
    }
  }

  /** The island's code has hydrated it or could not load: the click held meanwhile is replayed. */
  const settle = (island: Island, phase: 'hydrated' | 'unavailable') => {
    const held = island.state.phase === 'loading' ? island.state.heldClick : null
    island.state = { phase }
    if (held) taps.replay(island, held)
    markIdleWhenDone()
  }

  const hydrate = (island: Island) => {
    if (signal.aborted || island.state.phase === 'loading' || island.state.phase === 'hydrated') return
    const declaration = registry[island.name]
    if (!declaration) {
      console.error(`Unknown island "${island.name}"`)
      island.state = { phase: 'unavailable' }
      markIdleWhenDone()
      return
    }
    island.state = { phase: 'loading', heldClick: null }
    Promise.all([loadMount(), declaration.load()]).then(
      ([{ mountIsland }, component]) => {
        if (signal.aborted) return
        const props = JSON.parse(island.container.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object
        mountIsland(island.container, component as ComponentType<object>, props, {
          id: island.id,
          clientOnly: island.when === 'client',
          onSettled: () => settle(island, 'hydrated'),
        })
      },
      (error: unknown) => {
        if (signal.aborted) return
        // Offline, or a deploy replaced the chunk: the markup keeps working; the next intent retries.
        console.warn(`Island "${island.name}" could not load`, error)
        mountModule = null
        // The held click goes to the server markup now: an unavailable island lets clicks through.
        settle(island, 'unavailable')
      },
    )
  }

  const taps = holdEarlyTaps(islands, page)
  // A data-when the runtime does not know is the default's.
  for (const island of islands) (STRATEGIES[island.when] ?? onIdle)(island, page)
  for (const island of islands) wakeEarly(island, page)

  const start = () => {
    if (started || signal.aborted) return
    started = true
    // Requests after this mark are the islands' (tests/e2e/islands.spec.ts checks nothing came earlier).
    win.performance.mark(ISLANDS_START_MARK)
    for (const work of atStart.splice(0)) work()
    markIdleWhenDone()
  }

  // A visitor's press or key: they are using the page now, so the runtime starts at once (if it
  // has not yet) instead of after the largest paint (an input ends LCP reporting, so the entry it
  // waits for may never come: https://developer.mozilla.org/en-US/docs/Web/API/LargestContentfulPaint). The
  // tapped island hydrates on its own intent listener; the islands its control names (data-opens)
  // hydrate beside it. The page's other idle islands wait for idle, and idle waits for the tap's
  // answer (whenAnswered): started together, their code was evaluated in the middle of the answer.
  // The code a tap asks for is loaded on the visitor's behalf, which "JS requested before idle" does not count.
  const onPress = (event: Event) => {
    if (event.type === 'pointerdown') taps.notePress(event)
    start()
    const control = event.target instanceof win.Element ? event.target.closest(`[${ISLAND_ATTRIBUTES.opens}]`) : null
    const names = control?.getAttribute(ISLAND_ATTRIBUTES.opens)?.split(' ') ?? []
    for (const island of islands) if (names.includes(island.name)) hydrate(island)
  }
  // Every press, not only the first: a tap before idle on a hydrated View Bag still needs the drawer's island.
  for (const type of ['pointerdown', 'keydown']) doc.addEventListener(type, onPress, { capture: true, signal })

  void afterLcpPaint(win, signal).then(start)
  return () => stopped.abort()
}
