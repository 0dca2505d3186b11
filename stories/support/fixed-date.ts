/**
 * Story `beforeEach` that pins `new Date()` / `Date.now()` to one instant, so anything showing the
 * current year (footer copyright) renders the same pixels every year. Returns the cleanup.
 */
export function fixedDate(iso: string) {
  return () => {
    const RealDate = globalThis.Date
    const fixed = new RealDate(iso).getTime()
    class FixedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(fixed)
        else super(...(args as [string | number | Date]))
      }
      static override now() {
        return fixed
      }
    }
    globalThis.Date = FixedDate as DateConstructor
    return () => {
      globalThis.Date = RealDate
    }
  }
}
