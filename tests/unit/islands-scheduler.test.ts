// @vitest-environment happy-dom
// The island runtime's timers (lib/islands/scheduler.ts), on a window whose clock the test turns:
// idle work waits while a control is answering a tap, gives up waiting at the backstop, and
// nothing the scheduler started runs after stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANSWER_BACKSTOP_MS, scheduler } from '../../lib/islands/scheduler'

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = '<div data-island="bag-button"><button type="button">View Bag</button></div>'
})
afterEach(() => vi.useRealTimers())

/** A window with the fake clock's timers and an idle callback that comes one timer tick later. */
function fakeWindow(withIdleCallbacks = true) {
  const win = {
    document,
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    requestIdleCallback: withIdleCallbacks ? (work: () => void) => setTimeout(work, 1) as unknown as number : undefined,
    cancelIdleCallback: (id: number) => clearTimeout(id),
  }
  return win as unknown as Window & typeof globalThis
}

const button = () => document.querySelector('button')!

describe('island runtime scheduler', () => {
  it('later runs after its delay; stop cancels what is still due', () => {
    const stopped = new AbortController()
    const { later } = scheduler(fakeWindow(), stopped.signal)
    const ran: string[] = []
    later(() => ran.push('soon'), 10)
    later(() => ran.push('late'), 1000)
    vi.advanceTimersByTime(10)
    stopped.abort()
    vi.advanceTimersByTime(5000)
    expect(ran).toEqual(['soon'])
    later(() => ran.push('after stop'))
    vi.runAllTimers()
    expect(ran).toEqual(['soon'])
  })

  it('whenIdle falls back to a timer where the browser has no idle callbacks', () => {
    const { whenIdle } = scheduler(fakeWindow(false), new AbortController().signal)
    const work = vi.fn()
    whenIdle(work)
    vi.advanceTimersByTime(199)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
  })

  it('whenAnswered waits while a control inside an island is busy answering a tap, and runs once it is not', () => {
    const { whenAnswered } = scheduler(fakeWindow(), new AbortController().signal)
    const work = vi.fn()
    button().setAttribute('aria-busy', 'true')
    whenAnswered(work)
    vi.advanceTimersByTime(500)
    expect(work).not.toHaveBeenCalled()
    button().removeAttribute('aria-busy')
    vi.advanceTimersByTime(2)
    expect(work).toHaveBeenCalledOnce()
  })

  it('whenAnswered gives up waiting at the backstop (a form still sending must not hold the page)', () => {
    const { whenAnswered } = scheduler(fakeWindow(), new AbortController().signal)
    const work = vi.fn()
    button().setAttribute('data-loading', '')
    whenAnswered(work)
    vi.advanceTimersByTime(ANSWER_BACKSTOP_MS - 10)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(20)
    expect(work).toHaveBeenCalledOnce()
  })
})
