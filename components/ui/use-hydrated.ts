import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * false in the prerendered HTML and during hydration, true once React runs in the browser.
 * Lets a control render a version that works without JavaScript (a plain link) and swap in
 * its scripted version after hydration, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
