import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useOverlayCode, type OverlayCode } from './overlay-code'

interface LazyOverlayProps<T> {
  /** The overlay's code (lib/islands/overlay-code.ts), loaded on its trigger's intent or when wanted. */
  code: OverlayCode<T>
  /** Whether the overlay is asked for (open). */
  wanted: boolean
  /** Renders the overlay with its code, open or closed as `wanted` says. */
  children: (loaded: T) => ReactNode
  /** Called when its code could not load while it was wanted (offline): the trigger can stop waiting. */
  onUnavailable?: () => void
}

/**
 * An overlay whose code is a separate chunk: nothing renders, and nothing is fetched, until its
 * code is warmed or it is first `wanted`. Once the code has arrived the overlay is rendered,
 * closed until wanted, and stays mounted: an Ark dialog's machine is then already running, so the
 * first open is a state change, not a mount of the dialog in the tap's own task (decision 110),
 * and closing keeps its state. There is no loading fallback: a fallback is what makes React hold
 * the overlay back for 300 ms. Until the code arrives nothing changes here, and the trigger shows
 * it is busy (`useOverlayCode`). With lib/islands this is the one way an island defers a part of
 * itself (decision 110).
 */
export function LazyOverlay<T>({ code, wanted, children, onUnavailable }: LazyOverlayProps<T>) {
  const loaded = useOverlayCode(code, wanted)
  // The closed mount is a transition: React renders it in slices between the page's other work,
  // so it adds no long task once idle (Lighthouse's TBT at 8x CPU). Wanted, it renders at once.
  const [mounted, setMounted] = useState(false)
  // Once rendered while wanted it stays: that first mount may itself end the wish (the Toaster takes
  // the waiting toast as it mounts), and the sync re-render that follows comes before the transition
  // below, so without this the overlay would be unmounted, and what it had just taken lost with it.
  // Set during render, React's pattern for state derived from the previous render:
  // https://react.dev/reference/react/useState#storing-information-from-previous-renders
  if (wanted && loaded !== undefined && !mounted) setMounted(true)
  useEffect(() => {
    if (loaded !== undefined && !mounted) startTransition(() => setMounted(true))
  }, [loaded, mounted])
  useEffect(() => {
    if (!wanted || loaded !== undefined || !onUnavailable) return
    let live = true
    code.preload().catch(() => {
      if (live) onUnavailable()
    })
    return () => {
      live = false
    }
  }, [code, wanted, loaded, onUnavailable])
  return loaded === undefined || (!wanted && !mounted) ? null : children(loaded)
}
