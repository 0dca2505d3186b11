// When the island runtime starts (lib/islands/after-lcp-paint.ts): once the page's LCP candidate
// has painted, as the browser reports it. A fake window plays the browser here: which performance
// entries it supports and delivers, its frames and its clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterLcpPaint } from '../../lib/islands/after-lcp-paint'
import { LCP_CANDIDATE_TIMING } from '../../lib/islands/protocol'

type Entry = { entryType: string; element: object | null }

function fakeWindow({ supported, elementtiming }: { supported: string[]; elementtiming: string | null }) {
  const observers: { type: string; callback: (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void; connected: boolean }[] = []
  const candidate = { getAttribute: (name: string) => (name === 'elementtiming' ? elementtiming : null), decode: () => Promise.resolve() }
  class FakeObserver {
    static supportedEntryTypes = supported
    private record: (typeof observers)[number] | null = null
    constructor(private readonly callback: (typeof observers)[number]['callback']) {}
    observe({ type }: { type: string }) {
      this.record = { type, callback: this.callback, connected: true }
      observers.push(this.record)
    }
    disconnect() {
      if (this.record) this.record.connected = false
    }
  }
  const win = {
    document: { visibilityState: 'visible', readyState: 'complete', querySelector: () => candidate },
    PerformanceObserver: FakeObserver,
    // A frame every 16 ms of the fake clock.
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: () => undefined,
  }
  /** The browser reports a paint of the candidate (or of another element) as an entry of this type. */
  const report = (entryType: string, element: object | null = candidate) => {
    for (const observer of observers)
      if (observer.connected && observer.type === entryType) observer.callback({ getEntries: () => [{ entryType, element }] }, { disconnect: () => (observer.connected = false) })
  }
  return { win: win as unknown as Window & typeof globalThis, report, text: {} }
}

describe('afterLcpPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    return () => done
  }

  it('starts a frame after the candidate paints, by its Element Timing entry, when a larger text block is the LCP element', async () => {
    const { win, report, text } = fakeWindow({ supported: ['largest-contentful-paint', 'element'], elementtiming: LCP_CANDIDATE_TIMING })
    const done = settled(afterLcpPaint(win))
    // The headline is the largest paint: the candidate gets no LCP entry of its own.
    report('largest-contentful-paint', text)
    await vi.advanceTimersByTimeAsync(40)
    expect(done()).toBe(false)
    report('element')
    await vi.advanceTimersByTimeAsync(20)
    expect(done()).toBe(true)
  })

  it('starts a frame after the candidate paints, by its own LCP entry', async () => {
    const { win, report } = fakeWindow({ supported: ['largest-contentful-paint', 'element'], elementtiming: LCP_CANDIDATE_TIMING })
    const done = settled(afterLcpPaint(win))
    report('largest-contentful-paint')
    await vi.advanceTimersByTimeAsync(20)
    expect(done()).toBe(true)
  })

  it('without Element Timing, waits out the grace after decoding when the candidate is not the LCP element', async () => {
    const { win, report, text } = fakeWindow({ supported: ['largest-contentful-paint'], elementtiming: LCP_CANDIDATE_TIMING })
    const done = settled(afterLcpPaint(win))
    report('largest-contentful-paint', text)
    await vi.advanceTimersByTimeAsync(400)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(done()).toBe(true)
  })

  it('ignores Element Timing entries of an image the page did not mark as its candidate', async () => {
    const { win, report } = fakeWindow({ supported: ['largest-contentful-paint', 'element'], elementtiming: null })
    const done = settled(afterLcpPaint(win))
    report('element')
    await vi.advanceTimersByTimeAsync(100)
    expect(done()).toBe(false)
  })

  it('leaves no timer or frame behind: once it has resolved, and once its signal aborts (it never resolves then)', async () => {
    const painted = fakeWindow({ supported: ['largest-contentful-paint'], elementtiming: null })
    const done = settled(afterLcpPaint(painted.win))
    painted.report('largest-contentful-paint')
    await vi.advanceTimersByTimeAsync(20)
    expect(done()).toBe(true)
    expect(vi.getTimerCount()).toBe(0)

    const stopped = new AbortController()
    const waiting = fakeWindow({ supported: ['largest-contentful-paint'], elementtiming: null })
    const never = settled(afterLcpPaint(waiting.win, stopped.signal))
    await vi.advanceTimersByTimeAsync(40)
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    stopped.abort()
    expect(vi.getTimerCount()).toBe(0)
    waiting.report('largest-contentful-paint')
    await vi.advanceTimersByTimeAsync(5000)
    expect(never()).toBe(false)
  })
})
