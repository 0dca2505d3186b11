// When the island runtime may start: once the page's largest contentful paint is on screen.
// Starting after the first paint alone sometimes let the hero paint after the scripts had started,
// which delayed the largest paint (docs/decisions/110-islands-html-only-pages.md).

import { LCP_CANDIDATE_TIMING } from './protocol'

const BACKSTOP_MS = 3000
/** How long past load and decode the candidate's own LCP entry may still come. */
const CANDIDATE_GRACE_MS = 500

/** The page's declared LCP candidate: components/ui/responsive-image.tsx marks it fetchpriority="high". */
const LCP_CANDIDATE = 'img[fetchpriority="high"]'

/**
 * Resolves once `load` has fired and the page's LCP candidate has painted: its own
 * `largest-contentful-paint` or Element Timing entry, or (without either) two frames after it has decoded. A page without an image candidate: two frames after `load`.
 * A hidden tab resolves at once (it paints nothing); a 3 s backstop covers a renderer that never paints.
 * A prerendered page first waits until it is activated.
 * Once `signal` aborts it never resolves, and its timers, frames, observers and listeners are gone.
 */
export async function afterLcpPaint(win: Window & typeof globalThis = window, signal?: AbortSignal): Promise<void> {
  // A page the browser prerenders (speculation rules, decision 113) waits until the visitor
  // actually opens it: islands start auth sessions, timers and fetches that must not run unseen.
  const doc = win.document as Document & { prerendering?: boolean }
  if (doc.prerendering) await new Promise<void>((resolve) => doc.addEventListener('prerenderingchange', () => resolve(), { once: true, signal }))
  return new Promise((resolve) => {
    if (signal?.aborted) return
    let done = false
    const timers = new Set<number>()
    const frames = new Set<number>()
    const observers: PerformanceObserver[] = []
    const cleanUp = () => {
      for (const id of timers) win.clearTimeout(id)
      for (const id of frames) win.cancelAnimationFrame(id)
      for (const observer of observers) observer.disconnect()
    }
    const finish = () => {
      if (done || signal?.aborted) return
      done = true
      cleanUp()
      resolve()
    }
    signal?.addEventListener('abort', cleanUp, { once: true })
    const later = (callback: () => void, ms: number) => {
      if (signal?.aborted) return
      const id = win.setTimeout(() => {
        timers.delete(id)
        callback()
      }, ms)
      timers.add(id)
    }
    const nextFrame = (callback: () => void) => {
      if (signal?.aborted) return
      const id = win.requestAnimationFrame(() => {
        frames.delete(id)
        callback()
      })
      frames.add(id)
    }
    if (win.document.visibilityState === 'hidden') return finish()
    later(finish, BACKSTOP_MS)
    const twoFramesThen = (callback: () => void) => nextFrame(() => nextFrame(callback))
    const candidate = win.document.querySelector<HTMLImageElement>(LCP_CANDIDATE)

    // The candidate's own paint, as the browser reports it: its LCP entry when it is the largest
    // element, and its Element Timing entry (https://w3c.github.io/element-timing/) in any case. On a
    // desktop the headline beside the hero image is the larger, so the image's paint makes no LCP
    // entry; without the second the runtime waited out the grace below, half a second after load in
    // which a tap found nothing started.
    const supported = typeof win.PerformanceObserver === 'function' ? (win.PerformanceObserver.supportedEntryTypes ?? []) : []
    const paintEntryTypes =
      candidate === null ? [] : ['largest-contentful-paint', ...(candidate.getAttribute('elementtiming') === LCP_CANDIDATE_TIMING ? ['element'] : [])].filter((type) => supported.includes(type))
    for (const type of paintEntryTypes) {
      const paintObserver = new win.PerformanceObserver((list, observer) => {
        const own = list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === candidate)
        if (!own) return
        observer.disconnect()
        // The entry is reported after the frame that painted it: one frame later it is on screen.
        nextFrame(finish)
      })
      observers.push(paintObserver)
      paintObserver.observe({ type, buffered: true })
    }
    const observed = paintEntryTypes.length > 0

    // Decoded is not painted (raster comes later on a busy renderer): where its own entry can
    // come, wait for it, and give up on it only when it does not come.
    const afterDecode = () => twoFramesThen(() => (observed ? later(finish, CANDIDATE_GRACE_MS) : finish()))
    const afterLoad = () => {
      if (!candidate) return twoFramesThen(finish)
      candidate.decode().then(afterDecode, afterDecode)
    }
    if (win.document.readyState === 'complete') afterLoad()
    else win.addEventListener('load', afterLoad, { once: true, signal })
  })
}
