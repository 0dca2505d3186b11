import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button, field, input as inputRecipe } from 'styled-system/recipes'

export interface FieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'size'> {
  /** The visible label, tied to the input. */
  label: ReactNode
  /** Shown under the field and tied to it with aria-describedby; also marks it aria-invalid. */
  error?: string
  /** Help text under the field. */
  hint?: string
  /** Keeps the label for screen readers only (a one-field form whose heading says it all). @default false */
  hideLabel?: boolean
  /** "sm": small medium-weight text, for the chat's narrow panel. @default "md" */
  size?: 'sm' | 'md'
}

const visuallyHidden = css({ srOnly: true })
// Both sizes as literal calls, which the build turns into class strings
// (build/panda-static-classes.ts): a variable argument would bring Panda's styling runtime into
// every island with a field, the discount card that opens by itself included.
const FIELD_CLASSES = { sm: field({ size: 'sm' }), md: field({ size: 'md' }) }

/**
 * A labelled input with its visible validation message; paste and password managers work.
 * It shows invalid only once the visitor has left it or submitted: the `input` recipe reads
 * `:user-invalid` and aria-invalid, never `:invalid`, which is true on load for an empty
 * required field. A password field gets a Show/Hide toggle.
 */
export function Field({ label, error, hint, hideLabel = false, size = 'md', type = 'text', ...input }: FieldProps) {
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const styles = FIELD_CLASSES[size]
  const isPassword = type === 'password'
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const spoken = typeof label === 'string' ? label.toLowerCase() : 'password'
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={id} type={isPassword && revealed ? 'text' : type} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputRecipe()} {...input} />
        {isPassword ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            aria-pressed={revealed}
            aria-label={revealed ? `Hide ${spoken}` : `Show ${spoken}`}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.helperText}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
