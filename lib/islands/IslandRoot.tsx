import { useEffect, useState, type ReactNode } from 'react'

/**
 * Wraps every island on the server and in the browser (no markup of its own). `onSettled` runs
 * once the first render and the updates its effects started (e.g. useHydrated's switch from a
 * link to a button) are on screen: the moment a click kept during loading can be replayed.
 */
export function IslandRoot({ children, onSettled }: { children?: ReactNode; onSettled?: () => void }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  useEffect(() => {
    if (mounted) onSettled?.()
  }, [mounted, onSettled])
  return children
}
