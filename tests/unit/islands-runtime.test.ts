// @vitest-environment happy-dom
// The island runtime's handling of taps that come before an island's code (lib/islands/start.ts),
// on a DOM without a browser: React's part is played by the test, so the order of events the
// browser leaves to chance (the swap of a link for a button, then the island settling) is fixed here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

interface Mounted {
  container: Element
  onSettled: () => void
}
const mounted: Mounted[] = []

vi.mock('../../lib/islands/mount', () => ({
  mountIsland: (container: Element, _component: unknown, _props: object, options: { onSettled: () => void }) => mounted.push({ container, onSettled: options.onSettled }),
}))
// The runtime starts on a press in these tests, not after the largest paint.
vi.mock('../../lib/islands/after-lcp-paint', () => ({ afterLcpPaint: () => new Promise(() => {}) }))

const { startIslands: startRuntime } = await import('../../lib/islands/start')

// Every runtime a test starts is stopped in its teardown: its listeners, timers and idle
// callbacks must not act in the next test, nor fire once this file's window is gone.
const running: (() => void)[] = []
const startIslands = (...args: Parameters<typeof startRuntime>) => {
  const stop = startRuntime(...args)
  running.push(stop)
  return stop
}
afterEach(() => {
  for (const stop of running.splice(0)) stop()
  vi.restoreAllMocks()
})

const registry = { contact: { load: () => Promise.resolve(() => null) } }

function page() {
  document.body.innerHTML = '<div data-island="contact" data-when="intent" data-props="{}"><a href="/contact">Contact us</a></div>'
  const container = document.querySelector<HTMLElement>('[data-island="contact"]')!
  return { container, link: container.querySelector('a')! }
}

/** What React does when the island hydrates: the link becomes a button that counts its clicks. */
function swapLinkForButton(container: Element): { clicks: () => number } {
  let clicks = 0
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = 'Contact us'
  button.addEventListener('click', () => (clicks += 1))
  container.replaceChildren(button)
  return { clicks: () => clicks }
}

const pointer = (type: string) => new PointerEvent(type, { bubbles: true, cancelable: true, composed: true })

/** Lets the loaders' promises and the runtime's zero-delay timers run. */
const settleTasks = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('island runtime: a tap before the island has hydrated', () => {
  beforeEach(() => {
    mounted.length = 0
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('a press whose link was swapped before the island settled opens what it pressed once it settles', async () => {
    const { container, link } = page()
    startIslands(registry, window)
    link.dispatchEvent(pointer('pointerdown'))
    await vi.waitFor(() => expect(mounted).toHaveLength(1))
    // React has committed the swap but not yet run the effect that reports the island settled;
    // the pointer comes up on the button, and the browser fires no click (its target left the page).
    const button = swapLinkForButton(container)
    container.querySelector('button')!.dispatchEvent(pointer('pointerup'))
    await settleTasks()
    expect(button.clicks()).toBe(0)
    mounted[0]!.onSettled()
    expect(button.clicks()).toBe(1)
  })

  it('a press during which the island hydrates, before the event reaches it, still opens what it pressed', async () => {
    const { container, link } = page()
    startIslands(registry, window)
    // The pointer comes over the control first: its code is on the way when the press comes.
    link.dispatchEvent(new PointerEvent('pointerenter'))
    await vi.waitFor(() => expect(mounted).toHaveLength(1))
    // React hydrating the island synchronously while the press travels down to it (a discrete
    // event on a root still hydrating): swapped and settled before the island's own listeners run.
    let button: { clicks: () => number } | null = null
    const hydrateDuringPress = () => {
      button = swapLinkForButton(container)
      mounted[0]!.onSettled()
    }
    document.body.addEventListener('pointerdown', hydrateDuringPress, { capture: true, once: true })
    link.dispatchEvent(pointer('pointerdown'))
    container.querySelector('button')!.dispatchEvent(pointer('pointerup'))
    await vi.waitFor(() => expect(button!.clicks()).toBe(1))
  })

  it('a press whose link was swapped after the island settled is replayed at once', async () => {
    const { container, link } = page()
    startIslands(registry, window)
    link.dispatchEvent(pointer('pointerdown'))
    await vi.waitFor(() => expect(mounted).toHaveLength(1))
    const button = swapLinkForButton(container)
    mounted[0]!.onSettled()
    container.querySelector('button')!.dispatchEvent(pointer('pointerup'))
    await vi.waitFor(() => expect(button.clicks()).toBe(1))
  })

  it('a press that became a scroll (pointercancel) clicks nothing', async () => {
    const { container, link } = page()
    startIslands(registry, window)
    link.dispatchEvent(pointer('pointerdown'))
    await vi.waitFor(() => expect(mounted).toHaveLength(1))
    const button = swapLinkForButton(container)
    container.dispatchEvent(pointer('pointercancel'))
    container.querySelector('button')!.dispatchEvent(pointer('pointerup'))
    await settleTasks()
    mounted[0]!.onSettled()
    expect(button.clicks()).toBe(0)
  })

  it('a click on the link before the code has come is held and replayed on its successor', async () => {
    const { container, link } = page()
    startIslands(registry, window)
    link.dispatchEvent(pointer('pointerdown'))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    // Held: the browser does not follow the link meanwhile.
    expect(click.defaultPrevented).toBe(true)
    expect(link.hasAttribute('data-loading')).toBe(true)
    await vi.waitFor(() => expect(mounted).toHaveLength(1))
    const button = swapLinkForButton(container)
    mounted[0]!.onSettled()
    expect(button.clicks()).toBe(1)
  })
})

describe('island runtime: stop', () => {
  beforeEach(() => {
    mounted.length = 0
  })
  afterEach(() => {
    document.body.innerHTML = ''
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback
  })

  /** The timers and idle callbacks started on `window` and neither run nor cancelled yet. */
  function trackPending() {
    const pending = new Set<unknown>()
    const setTimer = window.setTimeout.bind(window)
    const clearTimer = window.clearTimeout.bind(window)
    vi.spyOn(window, 'setTimeout').mockImplementation(((work: () => void, ms?: number) => {
      const id: unknown = setTimer(() => {
        pending.delete(id)
        work()
      }, ms)
      pending.add(id)
      return id
    }) as typeof window.setTimeout)
    vi.spyOn(window, 'clearTimeout').mockImplementation((id) => {
      pending.delete(id)
      clearTimer(id)
    })
    // happy-dom has no idle callbacks: these are held until the test runs or cancels them.
    const idle = new Map<number, () => void>()
    let nextIdle = 1
    Object.assign(window, {
      requestIdleCallback: (work: () => void) => {
        const id = nextIdle++
        idle.set(id, work)
        pending.add(`idle ${id}`)
        return id
      },
      cancelIdleCallback: (id: number) => {
        idle.delete(id)
        pending.delete(`idle ${id}`)
      },
    })
    return { pending }
  }

  it('cancels every timer and idle callback it started and removes its listeners: a later press hydrates nothing', async () => {
    const { pending } = trackPending()
    document.body.innerHTML = [
      '<div data-island="contact" data-when="intent" data-props="{}"><a href="/contact">Contact us</a></div>',
      '<div data-island="later" data-when="intent" data-wake-after="600000" data-props="{}"><button>Later</button></div>',
      '<div data-island="menu" data-when="idle" data-props="{}"><button>Menu</button></div>',
    ].join('')
    const load = vi.fn(() => Promise.resolve(() => null))
    const stop = startIslands({ contact: { load }, later: { load }, menu: { load } }, window)
    const link = document.querySelector('a')!
    // A press starts the runtime (the wake-after timer, the idle wait) and its pointerup a check for a lost press.
    link.dispatchEvent(pointer('pointerdown'))
    link.dispatchEvent(pointer('pointerup'))
    await vi.waitFor(() => expect(mounted).toHaveLength(1))
    expect(pending.size).toBeGreaterThan(0)

    stop()
    expect([...pending]).toEqual([])
    mounted.length = 0
    load.mockClear()
    document.querySelector('[data-island="later"] button')!.dispatchEvent(pointer('pointerdown'))
    await settleTasks()
    expect(load).not.toHaveBeenCalled()
    expect(mounted).toEqual([])
  })

  it('code that arrives after stop mounts nothing', async () => {
    document.body.innerHTML = '<div data-island="contact" data-when="intent" data-props="{}"><a href="/contact">Contact us</a></div>'
    let arrive: (component: unknown) => void = () => undefined
    const stop = startIslands({ contact: { load: () => new Promise((resolve) => (arrive = resolve)) } }, window)
    document.querySelector('a')!.dispatchEvent(pointer('pointerdown'))
    stop()
    arrive(() => null)
    await settleTasks()
    expect(mounted).toEqual([])
  })
})
