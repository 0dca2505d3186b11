import { css } from 'styled-system/css'

/**
 * The field's name: one a form-filling bot finds worth filling. Browsers have no autofill
 * category for it (unlike "company" or "address"), so a person's autofill leaves it empty.
 */
export const HONEYPOT_FIELD_NAME = 'website'

// Off-screen rather than display:none: many bots skip fields that are not rendered at all.
const hidden = css({ position: 'absolute', left: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' })

export interface HoneypotFieldProps {
  /** Keeps ids unique when two forms are on one page. */
  id: string
}

/**
 * A trap for bots in a lead form (docs/decisions/144-bot-proof-forms.md): off-screen, hidden from assistive technology,
 * out of the tab order and never autofilled, so only a bot fills it. The form reads it with
 * `readHoneypot` on submit; when it holds anything, the form shows its usual success and sends
 * nothing.
 */
export function HoneypotField({ id }: HoneypotFieldProps) {
  return (
    <div className={hidden} aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The honeypot's value in a submitted form ('' when the form has none). */
export function readHoneypot(form: HTMLFormElement): string {
  const field = form.elements.namedItem(HONEYPOT_FIELD_NAME)
  return field instanceof HTMLInputElement ? field.value : ''
}
