/** Runs `work` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
export function whenIdle(work: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(work, Math.min(timeout, 1500))
  return () => window.clearTimeout(id)
}
