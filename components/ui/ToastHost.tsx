import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'
import { onToastWaiting, toastWaiting } from './toaster'
import { whenIdle } from './when-idle'

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })))

/**
 * The layout's toast slot. Ark's toaster (about 10 KB gzipped) is not part of a page's first
 * load: it mounts when the browser is idle, so its live region is in place before most toasts,
 * or at once when a toast is asked for earlier (the toast waits in toaster.ts, then shows).
 */
export function ToastHost() {
  const waiting = useSyncExternalStore(onToastWaiting, toastWaiting, () => false)
  const [mounted, setMounted] = useState(false)
  useEffect(() => whenIdle(() => setMounted(true)), [])
  // Once mounted it stays: the waiting flag clears as soon as the Toaster takes the toast.
  useEffect(() => {
    if (waiting) setMounted(true)
  }, [waiting])
  if (!mounted && !waiting) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
