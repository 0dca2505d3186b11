// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { business } from '../../lib/catalogue/catalogue.server'
import { SCHEDULED_EVENT, bookingAnswer, buildPrefill, isScheduledEvent, loadScheduler, prefilledUrl, schedulerAssets, type SchedulerApi } from '../../components/booking/scheduler/scheduler'

describe('scheduler prefill', () => {
  it('puts the services and the vehicle size in the first answer', () => {
    expect(bookingAnswer({ services: 'Signature Detail (SUV); Engine Bay Detailing', vehicle: 'SUV' })).toBe('Signature Detail (SUV); Engine Bay Detailing. Vehicle size: SUV')
    expect(bookingAnswer({ services: 'Headlight Restoration' })).toBe('Headlight Restoration')
  })

  it('adds name and e-mail only when known (signed in)', () => {
    expect(buildPrefill({ services: 'Wash & Wax (XL)', vehicle: 'XL' })).toEqual({ customAnswers: { a1: 'Wash & Wax (XL). Vehicle size: XL' } })
    expect(buildPrefill({ services: 'X', name: ' Dana Cruz ', email: 'dana@example.com' })).toEqual({
      name: 'Dana Cruz',
      email: 'dana@example.com',
      customAnswers: { a1: 'X' },
    })
    expect(buildPrefill({ services: 'X', name: '  ', email: '' })).toEqual({ customAnswers: { a1: 'X' } })
  })

  it('builds the popup URL from business.json with the prefill as query parameters', () => {
    const url = new URL(prefilledUrl(business.schedulerUrl, buildPrefill({ services: 'Wash & Wax (XL)', vehicle: 'XL', email: 'a@b.co' })))
    expect(`${url.origin}${url.pathname}`).toBe(business.schedulerUrl)
    expect(url.searchParams.get('a1')).toBe('Wash & Wax (XL). Vehicle size: XL')
    expect(url.searchParams.get('email')).toBe('a@b.co')
    expect(url.searchParams.has('name')).toBe(false)
  })

  it('loads its assets from the scheduler origin', () => {
    expect(schedulerAssets('https://calendly.com/')).toEqual({
      script: 'https://calendly.com/assets/external/widget.js',
      stylesheet: 'https://calendly.com/assets/external/widget.css',
    })
  })
})

describe('scheduler messages', () => {
  const origin = business.schedulerOrigin
  it('accepts the scheduled event from the scheduler origin only', () => {
    expect(isScheduledEvent({ origin, data: { event: SCHEDULED_EVENT, payload: {} } }, origin)).toBe(true)
    expect(isScheduledEvent({ origin: 'https://evil.example', data: { event: SCHEDULED_EVENT } }, origin)).toBe(false)
    expect(isScheduledEvent({ origin: 'http://127.0.0.1:4173', data: { event: SCHEDULED_EVENT } }, origin)).toBe(false)
    expect(isScheduledEvent({ origin, data: { event: 'calendly.profile_page_viewed' } }, origin)).toBe(false)
    expect(isScheduledEvent({ origin, data: SCHEDULED_EVENT }, origin)).toBe(false)
    expect(isScheduledEvent({ origin, data: null }, origin)).toBe(false)
  })
})

/** Just enough of document and window for the loader. */
function fakeDom() {
  const head: FakeEl[] = []
  class FakeEl {
    tagName: string
    attrs: Record<string, string> = {}
    listeners: Record<string, (() => void)[]> = {}
    rel = ''
    href = ''
    src = ''
    async = false
    constructor(tag: string) {
      this.tagName = tag
    }
    addEventListener(type: string, cb: () => void) {
      ;(this.listeners[type] ??= []).push(cb)
    }
    removeEventListener(type: string, cb: () => void) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((f) => f !== cb)
    }
    fire(type: string) {
      for (const cb of [...(this.listeners[type] ?? [])]) cb()
    }
    remove() {
      head.splice(head.indexOf(this), 1)
    }
  }
  const doc = {
    head: { appendChild: (el: FakeEl) => head.push(el) },
    createElement: (tag: string) => new FakeEl(tag),
    querySelector: (selector: string) =>
      head.find((el) => (selector.startsWith('link') ? el.tagName === 'link' && selector.includes(`"${el.href}"`) : el.tagName === 'script' && selector.includes(`"${el.src}"`))) ?? null,
  }
  const win = { Calendly: undefined as SchedulerApi | undefined, setTimeout, clearTimeout, setInterval, clearInterval }
  return { head, doc: doc as unknown as Document, win: win as unknown as Window & { Calendly?: SchedulerApi }, scripts: () => head.filter((e) => e.tagName === 'script') }
}

describe('loading the scheduler', () => {
  afterEach(() => vi.useRealTimers())
  const origin = 'https://calendly.com'

  it('adds the stylesheet and the script once, and reuses the API afterwards', async () => {
    const dom = fakeDom()
    const first = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    const again = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    expect(again).toBe(first)
    expect(dom.head.map((e) => e.tagName)).toEqual(['link', 'script'])
    const api = { initPopupWidget: vi.fn() }
    dom.win.Calendly = api
    dom.scripts()[0]!.fire('load')
    await expect(first).resolves.toBe(api)
    await expect(loadScheduler(origin, { doc: dom.doc, win: dom.win })).resolves.toBe(api)
    expect(dom.head).toHaveLength(2)
  })

  it('does not add what the page already has', async () => {
    const dom = fakeDom()
    const link = dom.doc.createElement('link') as HTMLLinkElement
    link.href = schedulerAssets(origin).stylesheet
    dom.doc.head.appendChild(link)
    const script = dom.doc.createElement('script') as HTMLScriptElement
    script.src = schedulerAssets(origin).script
    dom.doc.head.appendChild(script)
    const pending = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    expect(dom.head).toHaveLength(2)
    dom.win.Calendly = { initPopupWidget: vi.fn() }
    await expect(pending).resolves.toBeDefined() // found by polling: the script had loaded before
  })

  it('fails when the script cannot load, and removes it so a retry starts clean', async () => {
    const dom = fakeDom()
    const pending = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    dom.scripts()[0]!.fire('error')
    await expect(pending).rejects.toThrow('could not be loaded')
    expect(dom.scripts()).toHaveLength(0)
    const retry = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    expect(retry).not.toBe(pending)
    expect(dom.scripts()).toHaveLength(1)
    dom.scripts()[0]!.fire('error')
    await expect(retry).rejects.toThrow()
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    const dom = fakeDom()
    dom.win.setTimeout = globalThis.setTimeout as unknown as Window['setTimeout']
    dom.win.setInterval = globalThis.setInterval as unknown as Window['setInterval']
    dom.win.clearTimeout = globalThis.clearTimeout
    dom.win.clearInterval = globalThis.clearInterval
    const pending = loadScheduler(origin, { doc: dom.doc, win: dom.win, timeoutMs: 8000 })
    const settled = expect(pending).rejects.toThrow('too long')
    await vi.advanceTimersByTimeAsync(8000)
    await settled
  })
})

describe('retrying the scheduler', () => {
  const origin = 'https://calendly.com'

  it('a retry after a failure uses a fresh URL and removes the stylesheet the failed attempt added', async () => {
    const dom = fakeDom()
    const first = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    const failedSrc = dom.scripts()[0]!.src
    dom.scripts()[0]!.fire('error')
    await expect(first).rejects.toThrow()
    expect(dom.head).toHaveLength(0)

    const retry = loadScheduler(origin, { doc: dom.doc, win: dom.win })
    expect(dom.head.map((e) => e.tagName)).toEqual(['link', 'script'])
    const retrySrc = dom.scripts()[0]!.src
    // A hung request for the old URL would swallow a retry with the same src.
    expect(retrySrc).not.toBe(failedSrc)
    expect(retrySrc.startsWith(schedulerAssets(origin).script)).toBe(true)
    const api = { initPopupWidget: vi.fn() }
    dom.win.Calendly = api
    dom.scripts()[0]!.fire('load')
    await expect(retry).resolves.toBe(api)
    // Loaded: later calls reuse it and add nothing.
    await expect(loadScheduler(origin, { doc: dom.doc, win: dom.win })).resolves.toBe(api)
    expect(dom.head).toHaveLength(2)
  })
})
