import { css, cx } from 'styled-system/css'
import { spinner } from 'styled-system/recipes'

interface SpinnerProps {
  /** What is loading, for screen readers. @default "Loading" */
  label?: string
  className?: string
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(css({ display: 'inline-flex', alignItems: 'center' }), className)}>
      <span aria-hidden="true" className={spinner()} />
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  )
}

/** Fills the content area and centres the spinner: used while a lazy page or region loads. */
export function CenteredSpinner({ label }: { label?: string }) {
  return (
    <div className={css({ display: 'grid', placeItems: 'center', minH: '60vh', w: 'full' })}>
      <Spinner label={label} />
    </div>
  )
}
