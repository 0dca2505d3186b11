// The island runtime every public page runs (pages/+client.ts; decision 110). It has no static
// imports of React: React and each island's code are requested after the largest paint, so the
// HTML's own requests are the stylesheet, the images and this small module.
import type { ComponentType } from 'react'
import { afterLcpPaint } from './after-lcp-paint'
import { ANSWERING_SELECTOR, ISLAND_ATTRIBUTES, ISLANDS_HYDRATED_MARKER, ISLANDS_IDLE_MARK, ISLANDS_IDLE_MARKER, ISLANDS_START_MARK, type IslandWhen } from './protocol'
import { elementAtPath, pathFrom } from './replay-path'

/**
 * The site's islands by name (components/islands/registry.ts). The runtime hands each component
 * the props the server wrote as JSON, so here a component's props are only "an object".
 */
export type IslandRegistry = Readonly<Record<string, { readonly load: () => Promise<unknown> }>>

/** A click that came before the island's code: where it landed, replayed once hydrated. */
interface HeldClick {
  path: number[]
  focused: boolean
  target: HTMLElement
}

/**
 * Where one island is, and the only thing the runtime keeps about it besides its attributes:
 * - waiting: server markup only; its code has not been asked for;
 * - loading: its code is on the way; a click meanwhile is held (at most one, the latest);
 * - hydrated: live; clicks are its own;
 * - unavailable: its code could not load (offline, a replaced chunk); clicks go to the server
 *   markup (a link, a GET form) and the next intent tries again.
 */
type IslandPhase = { phase: 'waiting' } | { phase: 'loading'; heldClick: HeldClick | null } | { phase: 'hydrated' } | { phase: 'unavailable' }

interface Island {
  container: HTMLElement
  name: string
  id: string
  when: IslandWhen
  /** ms after the start by which an intent island hydrates anyway (data-wake-after). */
  wakeAfter: number | null
  /** A sessionStorage key whose presence wakes an intent island at the start (data-wake-if-stored). */
  wakeIfStored: string | null
  state: IslandPhase
}

/**
 * A held click shows it has been heard: the control carries `data-loading`, which the button
 * recipe draws as pressed and busy, until the click is replayed or let through (decision 110).
 * No island renders the attribute, so hydration leaves it alone and the runtime removes it.
 */
const HELD = 'data-loading'

// Every browser that runs the site's ES2022 modules has pointer events: a touch is a pointerdown too.
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'focusin'] as const

/** The control a press or click inside an island is for. */
const CONTROL = 'a, button, input, select, textarea, summary, label, [tabindex]'

/** How long the idle islands wait for a tap's answer at most: a form still sending must not hold them for ever. */
const ANSWER_BACKSTOP_MS = 5000

/**
 * Every timer and idle callback the runtime starts, so that `stop` cancels the ones still due:
 * a callback that ran after its window was closed (a test's, a frame's) would read a document
 * that is gone.
 */
function scheduler(win: Window & typeof globalThis, signal: AbortSignal) {
  const timers = new Set<number>()
  const idles = new Set<number>()
  signal.addEventListener('abort', () => {
    for (const id of timers) win.clearTimeout(id)
    for (const id of idles) win.cancelIdleCallback(id)
    timers.clear()
    idles.clear()
  })
  const later = (work: () => void, ms = 0): void => {
    if (signal.aborted) return
    const id = win.setTimeout(() => {
      timers.delete(id)
      work()
    }, ms)
    timers.add(id)
  }
  const whenIdle = (work: () => void): void => {
    if (signal.aborted) return
    if (typeof win.requestIdleCallback !== 'function') return later(work, 200)
    const id = win.requestIdleCallback(
      () => {
        idles.delete(id)
        work()
      },
      { timeout: 2000 },
    )
    idles.add(id)
  }
  /**
   * Runs `work` in the first idle period in which no island control is answering a tap
   * (ANSWERING_SELECTOR), or after the backstop. Waiting for an overlay's code is idle time for the
   * browser, and island code started then would be evaluated in the middle of the answer.
   */
  const whenAnswered = (work: () => void, giveUpAt = Date.now() + ANSWER_BACKSTOP_MS): void => {
    if (!win.document.querySelector(ANSWERING_SELECTOR) || Date.now() > giveUpAt) work()
    else whenIdle(() => whenAnswered(work, giveUpAt))
  }
  return { later, whenIdle, whenAnswered }
}

/** Does this tab's sessionStorage hold `key`? Denied or missing storage holds nothing. */
function isStored(win: Window & typeof globalThis, key: string): boolean {
  try {
    // Reading the property throws where storage is denied (lib/storage/safe-storage.ts).
    return win.sessionStorage?.getItem(key) != null
  } catch {
    return false
  }
}

/**
 * Finds every `[data-island]` in the document and hydrates each one at its `data-when`.
 * A click on an island whose code has not arrived is held (default prevented) and replayed on the
 * same place once it has hydrated; if its code cannot load, the click is let through, so the
 * server markup's own fallback (a link, a GET form) still works.
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
  const islands: Island[] = []
  for (const container of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    const name = container.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''
    islands.push({
      container,
      name,
      id: container.getAttribute(ISLAND_ATTRIBUTES.id) ?? name,
      when: (container.getAttribute(ISLAND_ATTRIBUTES.when) as IslandWhen | null) ?? 'idle',
      wakeAfter: container.hasAttribute(ISLAND_ATTRIBUTES.wakeAfter) ? Number(container.getAttribute(ISLAND_ATTRIBUTES.wakeAfter)) : null,
      wakeIfStored: container.getAttribute(ISLAND_ATTRIBUTES.wakeIfStored),
      state: { phase: 'waiting' },
    })
  }
  let started = false
  const preloaded = new Set<string>()
  // As a module preload, which fetches and compiles without running: the island's import runs
  // the same URLs, in their order, once it has them (https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload).
  const preloadChunks = (island: Island) => {
    for (const href of island.container.getAttribute(ISLAND_ATTRIBUTES.chunks)?.split(' ') ?? []) {
      if (!href || preloaded.has(href)) continue
      preloaded.add(href)
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
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
        // The exact moment, for the bench: requests started before it are "before idle" (decision 110).
        win.performance.mark(ISLANDS_IDLE_MARK)
        hydrateIdle()
        markIdleWhenDone()
      }),
    )
  }
  const hydrateIdle = () => {
    for (const island of islands) if (island.when === 'idle') hydrate(island)
  }
  const markIdleWhenDone = () => {
    if (!started) return
    if (!islands.some((island) => eager(island) && pending(island))) startIdle()
    if (idleStarted && !islands.some((island) => (eager(island) || island.when === 'idle') && pending(island))) {
      doc.documentElement.dataset[ISLANDS_HYDRATED_MARKER] = ''
    }
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
    preloadChunks(island)
    Promise.all([loadMount(), declaration.load()]).then(
      ([{ mountIsland }, component]) => {
        if (signal.aborted) return
        const props = JSON.parse(island.container.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object
        mountIsland(island.container, component as ComponentType<object>, props, {
          id: island.id,
          clientOnly: island.when === 'client',
          onSettled: () => {
            const held = island.state.phase === 'loading' ? island.state.heldClick : null
            island.state = { phase: 'hydrated' }
            if (held) replay(island, held)
            markIdleWhenDone()
          },
        })
      },
      (error: unknown) => {
        if (signal.aborted) return
        // Offline, or a deploy replaced the chunk: the markup keeps working; the next intent retries.
        console.warn(`Island "${island.name}" could not load`, error)
        mountModule = null
        const held = island.state.phase === 'loading' ? island.state.heldClick : null
        island.state = { phase: 'unavailable' }
        // The held click goes to the server markup now: an unavailable island lets clicks through.
        if (held) replay(island, held)
        markIdleWhenDone()
      },
    )
  }

  const replay = (island: Island, held: HeldClick) => {
    held.target.removeAttribute(HELD)
    const target = elementAtPath(island.container, held.path)
    if (!target) return
    if (held.focused && island.state.phase === 'hydrated') target.focus()
    target.click()
  }

  const keepLostPress = (island: Island, held: HeldClick) => {
    if (island.state.phase === 'hydrated') replay(island, held)
    else if (island.state.phase === 'loading') island.state.heldClick = held
  }

  const controlOf = (event: Event) => (event.target instanceof win.Element ? event.target.closest<HTMLElement>(CONTROL) : null)
  // Taken by the document's listener, the first of the press: React may hydrate the island
  // synchronously while the same event travels down to it (a discrete event on a root still
  // hydrating), and by the time the island's own listener runs, the link pressed has left the page.
  const pressOnServerMarkup = (event: Event): { island: Island; held: HeldClick } | null => {
    const target = controlOf(event)
    const island = target ? islands.find((candidate) => candidate.container.contains(target)) : undefined
    if (!target || !island || island.state.phase === 'hydrated') return null
    return { island, held: { path: pathFrom(island.container, target), focused: true, target } }
  }
  // A press on server markup that hydration replaces before the pointer comes up (a link that
  // becomes a button): the browser fires no click, its target having left the page, and the tap
  // was lost. Once the press is over and no click came, it is replayed on what is now in its place:
  // at once if the island has settled, or as its held click when it settles (the swap is committed
  // one render before the island reports itself settled, lib/islands/IslandRoot.tsx).
  let press: { island: Island; held: HeldClick } | null = null
  // A press that became a scroll or a drag clicks nothing.
  doc.addEventListener('pointercancel', () => (press = null), { capture: true, signal })
  doc.addEventListener(
    'pointerup',
    () => {
      const pressed = press
      // After the click, if any, which the browser dispatches in the same task as the pointerup.
      if (pressed)
        later(() => {
          if (press === pressed && !pressed.held.target.isConnected) keepLostPress(pressed.island, pressed.held)
          press = null
        })
    },
    { capture: true, signal },
  )

  for (const island of islands) {
    if (island.when === 'client') continue
    const { container } = island
    const onIntent = () => {
      if (started || island.when === 'intent') hydrate(island)
    }
    for (const type of INTENT_EVENTS) container.addEventListener(type, onIntent, { passive: true, capture: true, signal })
    container.addEventListener(
      'click',
      (event) => {
        press = null
        if (island.state.phase === 'hydrated' || island.state.phase === 'unavailable') return
        const target = controlOf(event)
        if (!target || !container.contains(target)) return
        hydrate(island)
        // An island the registry does not know becomes unavailable at once: the click is the markup's.
        if (island.state.phase !== 'loading') return
        event.preventDefault()
        event.stopPropagation()
        island.state.heldClick?.target.removeAttribute(HELD)
        island.state.heldClick = { path: pathFrom(container, target), focused: doc.activeElement === target, target }
        target.setAttribute(HELD, '')
      },
      { capture: true, signal },
    )
  }

  const start = () => {
    if (started || signal.aborted) return
    started = true
    // Requests after this mark are the islands' (tests/e2e/islands.spec.ts checks nothing came earlier).
    win.performance.mark(ISLANDS_START_MARK)
    for (const island of islands) if (island.when === 'load' || island.when === 'client') hydrate(island)
    for (const island of islands) if (island.wakeIfStored !== null && isStored(win, island.wakeIfStored)) hydrate(island)
    for (const island of islands) if (island.wakeAfter !== null) later(() => hydrate(island), island.wakeAfter)
    markIdleWhenDone()
  }

  // A visitor's press or key: they are using the page now, so the runtime starts at once (if it
  // has not yet) instead of after the largest paint (an input ends LCP reporting, so the entry it
  // waits for may never come: https://developer.mozilla.org/en-US/docs/Web/API/LargestContentfulPaint). The
  // tapped island hydrates on its own intent listener; the islands its control names (data-opens)
  // hydrate beside it. The page's other idle islands wait for idle as before, and idle waits for
  // the tap's answer (whenAnswered): started together, their code was evaluated in the middle of
  // the answer and doubled an early tap's wait (decision 110). The code a tap asks for is loaded on
  // the visitor's behalf, which "JS requested before idle" does not count (decision 110).
  const onPress = (event: Event) => {
    if (event.type === 'pointerdown') press = pressOnServerMarkup(event)
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
