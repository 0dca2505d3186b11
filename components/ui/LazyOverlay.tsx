import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Spinner } from './spinner'

/**
 * An overlay whose code is a separate chunk (a React.lazy child): nothing renders, and nothing is
 * fetched, until it is first `wanted`; then it stays mounted (closing keeps its state, reopening is
 * instant). While its code loads, the centered spinner shows. With lib/islands this is the one way
 * an island defers a part of itself (decision 110).
 */
export function LazyOverlay({ wanted, children, label, spinner = true }: { wanted: boolean; children: ReactNode; label?: string; spinner?: boolean }) {
  const [mounted, setMounted] = useState(wanted)
  useEffect(() => {
    if (wanted) setMounted(true)
  }, [wanted])
  if (!mounted && !wanted) return null
  return <Suspense fallback={wanted && spinner ? <OverlaySpinner label={label} /> : null}>{children}</Suspense>
}

/** Centred over the page, like the overlay it stands for, without moving anything under it. */
function OverlaySpinner({ label }: { label?: string }) {
  return (
    <div className={css({ position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', zIndex: 'overlay', pointerEvents: 'none' })}>
      <Spinner label={label} />
    </div>
  )
}
