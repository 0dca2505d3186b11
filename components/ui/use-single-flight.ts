import { useCallback, useRef, useState } from 'react'

/**
 * One request at a time: `run` ignores calls while one is in flight (a double click or Enter
 * held down), even before React re-renders the busy button. `running()` reads the same guard
 * for checks that come before the request starts.
 */
export function useSingleFlight() {
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)
  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      await work()
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }, [])
  const running = useCallback(() => inFlight.current, [])
  return { pending, run, running }
}
