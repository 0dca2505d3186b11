import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Spinner } from '../ui/spinner'
import { usePageTransition } from './page-transition-store'

/** Quick navigations (cached chunks) finish before this delay and never flash a spinner. */
const SHOW_AFTER_MS = 150

export function PageTransitionSpinner() {
  const loading = usePageTransition((state) => state.loading)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])
  if (!visible) return null
  return (
    <div className={css({ position: 'fixed', inset: '0', top: 'header', display: 'grid', placeItems: 'center', bg: 'bg.canvas/80', zIndex: 'overlay' })}>
      <Spinner label="Loading page" />
    </div>
  )
}
