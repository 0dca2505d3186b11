import type { ComponentProps, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'

export interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'disabled'> {
  /** A request runs: the button shows `pendingLabel` and refuses to start another. */
  pending: boolean
  /** Label while the request runs, e.g. "Logging in…". */
  pendingLabel: string
  children: ReactNode
  /** A spinner beside the pending label. @default false */
  spinner?: boolean
  /** Fills the form's width. @default false */
  fullWidth?: boolean
  /**
   * Stays focusable while pending (aria-disabled, not disabled): in a popup a disabled button
   * drops focus to <body>. Clicks still arrive, so the form must guard with useSingleFlight.
   * @default false
   */
  focusableWhilePending?: boolean
}

const fullWidthClass = css({ w: 'full' })
const spinnerClass = css({ w: '4', h: '4', borderWidth: '2px', borderColor: 'accent.fg', borderTopColor: 'transparent', borderRadius: 'full', animation: 'spin 0.8s linear infinite' })

/** A form's primary button: shows progress and cannot be pressed twice while a request runs. */
export function SubmitButton({ pending, pendingLabel, children, spinner = false, fullWidth = false, focusableWhilePending = false, className, ...rest }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx(button({ variant: 'solid', size: 'md' }), fullWidth && fullWidthClass, className)}
      disabled={focusableWhilePending ? undefined : pending}
      aria-disabled={pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? (
        <>
          {spinner ? <span aria-hidden="true" className={spinnerClass} /> : null}
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
