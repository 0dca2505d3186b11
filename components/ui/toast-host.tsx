import { useSyncExternalStore } from 'react'
import { LazyOverlay } from '../../lib/islands/lazy-overlay'
import { overlayCode } from '../../lib/islands/overlay-code'
import { onToastWaiting, toastWaiting } from '../../lib/toast/show-toast'

const toasterCode = overlayCode(() => import('./toaster').then((m) => m.Toaster))

/**
 * The toast island. Ark's toaster is no part of a page's load: it mounts
 * with the first toast, which waits in show-toast.ts meanwhile. Its live region is in place before
 * the toast is added to it (connectToaster runs once it has mounted), so the toast is announced.
 */
export function ToastHost() {
  const waiting = useSyncExternalStore(onToastWaiting, toastWaiting, () => false)
  return (
    <LazyOverlay code={toasterCode} wanted={waiting}>
      {(Toaster) => <Toaster />}
    </LazyOverlay>
  )
}
