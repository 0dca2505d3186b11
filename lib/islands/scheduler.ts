// Every timer and idle callback the island runtime starts, so that `stop` cancels the ones still
// due: a callback that ran after its window was closed (a test's, a frame's) would read a document
// that is gone.
import { ANSWERING_SELECTOR } from './protocol'

/** How long idle work waits for a tap's answer at most: a form still sending must not hold it for ever. */
export const ANSWER_BACKSTOP_MS = 5000

export interface Scheduler {
  later: (work: () => void, ms?: number) => void
  whenIdle: (work: () => void) => void
  /**
   * Runs `work` in the first idle period in which no island control is answering a tap
   * (ANSWERING_SELECTOR), or after the backstop. Waiting for an overlay's code is idle time for the
   * browser, and island code started then would be evaluated in the middle of the answer.
   */
  whenAnswered: (work: () => void, giveUpAt?: number) => void
}

export function scheduler(win: Window & typeof globalThis, signal: AbortSignal): Scheduler {
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
  const whenAnswered = (work: () => void, giveUpAt = Date.now() + ANSWER_BACKSTOP_MS): void => {
    if (!win.document.querySelector(ANSWERING_SELECTOR) || Date.now() > giveUpAt) work()
    else whenIdle(() => whenAnswered(work, giveUpAt))
  }
  return { later, whenIdle, whenAnswered }
}
