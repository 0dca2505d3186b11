// @vitest-environment happy-dom
// Each hydration strategy (lib/islands/when/) on its own, against a page whose start and idle the
// test calls: what each says is when `hydrate` is asked for, and nothing else.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readIslands, type Island, type IslandPage } from '../../lib/islands/runtime-island'
import { onClient } from '../../lib/islands/when/client'
import { onIdle } from '../../lib/islands/when/idle'
import { onIntent } from '../../lib/islands/when/intent'
import { onLoad } from '../../lib/islands/when/load'
import { NEAR_VIEWPORT_MARGIN } from '../../lib/islands/when/near-viewport'
import { onVisible } from '../../lib/islands/when/visible'
import { wakeEarly } from '../../lib/islands/when/wake'

const controllers: AbortController[] = []
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.abort()
  window.sessionStorage.clear()
})

function fakePage() {
  const controller = new AbortController()
  controllers.push(controller)
  const hydrated: string[] = []
  const atStart: (() => void)[] = []
  const atIdle: (() => void)[] = []
  const timers: { work: () => void; ms: number }[] = []
  let started = false
  const page: IslandPage = {
    win: window as Window & typeof globalThis,
    signal: controller.signal,
    started: () => started,
    hydrate: (island) => hydrated.push(island.name),
    onStart: (work) => atStart.push(work),
    onIdle: (work) => atIdle.push(work),
    later: (work, ms = 0) => timers.push({ work, ms }),
  }
  return {
    page,
    hydrated,
    timers,
    start: () => {
      started = true
      for (const work of atStart.splice(0)) work()
    },
    idle: () => atIdle.splice(0).forEach((work) => work()),
  }
}

function island(attributes: string): Island {
  document.body.innerHTML = `<div data-island="probe" ${attributes}><button type="button">Open</button></div>`
  return readIslands(document)[0]!
}

const intent = (target: Island) => target.container.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))

describe('readIslands', () => {
  it('reads what the server wrote, with the name as id and idle for a missing data-when', () => {
    document.body.innerHTML = '<div data-island="a" data-when="intent" data-island-id="a-2" data-wake-after="3000" data-wake-if-stored="k"></div><div data-island="b"></div>'
    const [a, b] = readIslands(document)
    expect(a).toMatchObject({ name: 'a', id: 'a-2', when: 'intent', wakeAfter: 3000, wakeIfStored: 'k', state: { phase: 'waiting' } })
    expect(b).toMatchObject({ name: 'b', id: 'b', when: 'idle', wakeAfter: null, wakeIfStored: null })
  })
})

describe('hydration strategies', () => {
  it('load: at the start, not before; an intent before the start does not hydrate it, one after does (a retry after a failed load)', () => {
    const { page, hydrated, start } = fakePage()
    const target = island('data-when="load"')
    onLoad(target, page)
    intent(target)
    expect(hydrated).toEqual([])
    start()
    expect(hydrated).toEqual(['probe'])
    intent(target)
    expect(hydrated).toEqual(['probe', 'probe'])
  })

  it('idle: when the page turns idle, not at the start; an intent after the start hydrates it sooner', () => {
    const { page, hydrated, start, idle } = fakePage()
    const target = island('')
    onIdle(target, page)
    start()
    expect(hydrated).toEqual([])
    idle()
    expect(hydrated).toEqual(['probe'])
    const early = fakePage()
    onIdle(target, early.page)
    early.start()
    intent(target)
    expect(early.hydrated).toEqual(['probe'])
  })

  it('intent: on the first pointer or focus inside it, even before the start, and never on its own', () => {
    const { page, hydrated, start, idle } = fakePage()
    const target = island('data-when="intent"')
    onIntent(target, page)
    start()
    idle()
    expect(hydrated).toEqual([])
    target.container.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(hydrated).toEqual(['probe'])
    const before = fakePage()
    onIntent(target, before.page)
    intent(target)
    expect(before.hydrated).toEqual(['probe'])
  })

  it('client: at the start, and not on an intent (the server wrote only a fallback)', () => {
    const { page, hydrated, start } = fakePage()
    const target = island('data-when="client"')
    onClient(target, page)
    intent(target)
    expect(hydrated).toEqual([])
    start()
    expect(hydrated).toEqual(['probe'])
  })

  it('a listener of a stopped page hydrates nothing', () => {
    const { page, hydrated } = fakePage()
    const target = island('data-when="intent"')
    onIntent(target, page)
    controllers[0]!.abort()
    intent(target)
    expect(hydrated).toEqual([])
  })
})

/** A stand-in IntersectionObserver the test drives: `cross(true)` brings the observed element near. */
function fakeObserverWindow() {
  interface Observed {
    callback: IntersectionObserverCallback
    targets: Element[]
    options: IntersectionObserverInit | undefined
    connected: boolean
  }
  const observers: Observed[] = []
  class FakeIntersectionObserver {
    private readonly record: Observed
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: [], options, connected: true }
      observers.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
    }
    disconnect() {
      this.record.connected = false
    }
  }
  const win = Object.defineProperty(Object.create(window), 'IntersectionObserver', { value: FakeIntersectionObserver }) as Window & typeof globalThis
  const cross = (isIntersecting: boolean) => {
    for (const o of observers.filter((each) => each.connected)) {
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      )
    }
  }
  return { win, observers, cross }
}

describe('visible', () => {
  it('watches only from idle, hydrates when the island comes near the viewport, once, and stops watching', async () => {
    const fake = fakePage()
    const { win, observers, cross } = fakeObserverWindow()
    const target = island('data-when="visible"')
    onVisible(target, { ...fake.page, win })
    fake.start()
    expect(observers).toHaveLength(0)
    fake.idle()
    // The watch's module is imported at idle: wait for it.
    await vi.waitFor(() => expect(observers).toHaveLength(1))
    expect(observers[0]!.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN)
    // The container is display: contents, without a box: its children are watched.
    expect(observers[0]!.targets).toEqual([...target.container.children])
    cross(false)
    expect(fake.hydrated).toEqual([])
    cross(true)
    expect(fake.hydrated).toEqual(['probe'])
    expect(observers[0]!.connected).toBe(false)
  })

  it('an intent after the start hydrates it before idle; one before the start does not', () => {
    const fake = fakePage()
    const { win } = fakeObserverWindow()
    const target = island('data-when="visible"')
    onVisible(target, { ...fake.page, win })
    intent(target)
    expect(fake.hydrated).toEqual([])
    fake.start()
    intent(target)
    expect(fake.hydrated).toEqual(['probe'])
  })

  it('a stopped page stops watching', async () => {
    const fake = fakePage()
    const { win, observers } = fakeObserverWindow()
    onVisible(island('data-when="visible"'), { ...fake.page, win })
    fake.start()
    fake.idle()
    await vi.waitFor(() => expect(observers).toHaveLength(1))
    controllers[0]!.abort()
    expect(observers[0]!.connected).toBe(false)
  })
})

describe('waking early', () => {
  it('data-wake-if-stored hydrates at the start when the tab holds the key, and not without it', () => {
    window.sessionStorage.setItem('chat-open', '1')
    const stored = fakePage()
    wakeEarly(island('data-wake-if-stored="chat-open"'), stored.page)
    expect(stored.hydrated).toEqual([])
    stored.start()
    expect(stored.hydrated).toEqual(['probe'])
    window.sessionStorage.clear()
    const empty = fakePage()
    wakeEarly(island('data-wake-if-stored="chat-open"'), empty.page)
    empty.start()
    expect(empty.hydrated).toEqual([])
  })

  it('data-wake-if-stored where storage is denied hydrates nothing and does not throw', () => {
    const { page, hydrated, start } = fakePage()
    const denied = {
      ...page,
      win: Object.defineProperty(Object.create(window), 'sessionStorage', {
        get: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      }) as Window & typeof globalThis,
    }
    wakeEarly(island('data-wake-if-stored="chat-open"'), denied)
    expect(start).not.toThrow()
    expect(hydrated).toEqual([])
  })

  it('data-wake-after hydrates that many ms after the start', () => {
    const { page, hydrated, timers, start } = fakePage()
    wakeEarly(island('data-wake-after="3000"'), page)
    expect(timers).toEqual([])
    start()
    expect(timers.map((timer) => timer.ms)).toEqual([3000])
    expect(hydrated).toEqual([])
    timers[0]!.work()
    expect(hydrated).toEqual(['probe'])
  })

  it('an island with neither wakes only by its strategy', () => {
    const { page, hydrated, timers, start } = fakePage()
    wakeEarly(island(''), page)
    start()
    expect([hydrated, timers]).toEqual([[], []])
  })
})
