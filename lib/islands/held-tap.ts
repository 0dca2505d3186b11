// A tap that comes before an island's code is not lost: the click is held (default prevented) and
// replayed on the same place once the island has hydrated; if its code cannot load, the click is
// let through, so the server markup's own fallback (a link, a GET form) still works.
import type { HeldClick, Island, IslandPage } from './runtime-island'
import { elementAtPath, pathFrom } from './replay-path'

/**
 * A held click shows it has been heard: the control carries `data-loading`, which the button
 * recipe draws as pressed and busy, until the click is replayed or let through. No island renders
 * the attribute, so hydration leaves it alone and the runtime removes it.
 */
const HELD = 'data-loading'

/** The control a press or click inside an island is for. */
const CONTROL = 'a, button, input, select, textarea, summary, label, [tabindex]'

export interface HeldTaps {
  /** Clicks the held click's place once the island has hydrated (or lets it through if it could not). */
  replay: (island: Island, held: HeldClick) => void
  /**
   * The runtime's document listener calls this first on every pointerdown: React may hydrate the
   * island synchronously while the same event travels down to it (a discrete event on a root
   * still hydrating), and by the time the island's own listener runs, the link pressed has left the page.
   */
  notePress: (event: Event) => void
}

export function holdEarlyTaps(islands: readonly Island[], page: IslandPage): HeldTaps {
  const { win, signal } = page
  const doc = win.document
  const controlOf = (event: Event) => (event.target instanceof win.Element ? event.target.closest<HTMLElement>(CONTROL) : null)

  const replay = (island: Island, held: HeldClick) => {
    held.target.removeAttribute(HELD)
    const target = elementAtPath(island.container, held.path)
    if (!target) return
    if (held.focused && island.state.phase === 'hydrated') target.focus()
    target.click()
  }

  // A press on server markup that hydration replaces before the pointer comes up (a link that
  // becomes a button): the browser fires no click, its target having left the page, and the tap
  // was lost. Once the press is over and no click came, it is replayed on what is now in its place:
  // at once if the island has settled, or as its held click when it settles (the swap is committed
  // one render before the island reports itself settled, lib/islands/IslandRoot.tsx).
  let press: { island: Island; held: HeldClick } | null = null
  const notePress = (event: Event) => {
    const target = controlOf(event)
    const island = target ? islands.find((candidate) => candidate.container.contains(target)) : undefined
    press = target && island && island.state.phase !== 'hydrated' ? { island, held: { path: pathFrom(island.container, target), focused: true, target } } : null
  }
  // A press that became a scroll or a drag clicks nothing.
  doc.addEventListener('pointercancel', () => (press = null), { capture: true, signal })
  doc.addEventListener(
    'pointerup',
    () => {
      const pressed = press
      // After the click, if any, which the browser dispatches in the same task as the pointerup.
      if (pressed)
        page.later(() => {
          if (press === pressed && !pressed.held.target.isConnected) {
            const { island, held } = pressed
            if (island.state.phase === 'hydrated') replay(island, held)
            else if (island.state.phase === 'loading') island.state.heldClick = held
          }
          press = null
        })
    },
    { capture: true, signal },
  )

  for (const island of islands) {
    // A client-only island has no server markup to tap: the server wrote a fallback.
    if (island.when === 'client') continue
    const { container } = island
    container.addEventListener(
      'click',
      (event) => {
        press = null
        if (island.state.phase === 'hydrated' || island.state.phase === 'unavailable') return
        const target = controlOf(event)
        if (!target || !container.contains(target)) return
        page.hydrate(island)
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
  return { replay, notePress }
}
