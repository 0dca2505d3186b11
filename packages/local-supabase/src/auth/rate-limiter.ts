// Fixed-window counters per (endpoint, client IP). In memory on purpose: one
// process, and a restart forgetting counters is harmless in development.
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(private readonly windowMs: number) {}

  /** Counts the attempt; false when the caller is over `max` in this window. */
  allow(bucket: string, key: string, max: number, now = Date.now()): boolean {
    const id = `${bucket}:${key}`
    let window = this.windows.get(id)
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 }
      this.windows.set(id, window)
      if (this.windows.size > 10_000) this.forgetExpired(now)
    }
    window.count += 1
    return window.count <= max
  }

  /** One project-wide budget (GoTrue's e-mail limit): `max` per window, counted when allowed. */
  take(bucket: string, max: number, now = Date.now(), windowMs = this.windowMs): boolean {
    if (max === Number.POSITIVE_INFINITY) return true
    const id = `${bucket}:*`
    let window = this.windows.get(id)
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 }
      this.windows.set(id, window)
    }
    if (window.count >= max) return false
    window.count += 1
    return true
  }

  private forgetExpired(now: number): void {
    for (const [id, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(id)
    }
  }
}
