import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const labelClass = css({ fontWeight: 'medium', color: 'fg.default' })
const inputClass = input()
const errorClass = css({ color: 'danger.default', fontSize: 'sm' })
const hintClass = css({ color: 'fg.muted', fontSize: 'sm' })

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  /** Shown under the field, tied to it with aria-describedby. */
  error?: string
  /** Help text under the field. */
  hint?: string
}

/** A labelled input with its visible validation message. Paste and password managers work. */
export function Field({ label, error, hint, type = 'text', ...input }: FieldProps) {
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            aria-pressed={revealed}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface SubmitButtonProps {
  pending: boolean
  children: ReactNode
  /** Label while the request runs, e.g. "Signing in…". */
  pendingLabel: string
}

/** Shows progress and cannot be pressed twice while a request runs. */
export function SubmitButton({ pending, children, pendingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className={cx(button({ variant: 'solid', size: 'md' }), css({ w: 'full' }))} disabled={pending} aria-disabled={pending}>
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className={css({ w: '4', h: '4', borderWidth: '2px', borderColor: 'accent.fg', borderTopColor: 'transparent', borderRadius: 'full', animation: 'spin 0.8s linear infinite' })}
          />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}

/**
 * One request at a time: `run` ignores calls while one is in flight (a double click or Enter
 * held down), even before React re-renders the disabled button.
 */
export function useSingleFlight() {
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)
  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      await work()
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }
  return { pending, run }
}

/** A first-error focus helper: validation moves focus to the first field with a message. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')
  first?.focus()
}
