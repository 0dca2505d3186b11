import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CloseButton } from '../../ui/close-button'
import { Field } from '../../ui/field'
import { HoneypotField, readHoneypot } from '../../ui/honeypot-field'
import { SubmitButton } from '../../ui/submit-button'
import { useSingleFlight } from '../../ui/use-single-flight'
import { DISCOUNT_MESSAGES } from './messages'
import type { DiscountOutcome } from './submit'

export interface DiscountPopupProps {
  /** Called once when the visitor closes the popup (close button, No thanks, Escape inside it). */
  onClose: () => void
  /** Runs the submit flow (honeypot, validation, repeat window, insert, e-mail, toasts). */
  submit: (email: string, honeypot: string) => Promise<DiscountOutcome>
  /**
   * Called whenever the e-mail field takes the focus: the site asks for the form ticket then, not when the
   * card shows, since the card opens by itself and a visitor who never touches it would otherwise
   * load the backend's client for nothing.
   */
  onEngage?: () => void
  /** The Turnstile widget when the site has a key (docs/decisions/144-bot-proof-forms.md); nothing otherwise. */
  captcha?: ReactNode
  /** Start on the thank-you view (stories). @default false */
  initiallySent?: boolean
}

const styles = {
  // Non-modal: no backdrop, the page stays readable, scrollable and clickable around it.
  card: css({
    position: 'fixed',
    zIndex: 'floating',
    left: { base: '3', sm: '6' },
    right: { base: '3', sm: 'auto' },
    bottom: { base: '3', sm: '6' },
    w: { sm: '22rem' },
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    boxShadow: '2xl',
    p: '5',
    pr: '12',
    display: 'grid',
    gap: '3',
    animation: 'slideInDown 0.25s ease-out',
  }),
  eyebrow: css({ fontSize: 'xs', fontWeight: 'bold', letterSpacing: 'wider', textTransform: 'uppercase', color: 'accent.default' }),
  title: css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.25' }),
  text: css({ fontSize: 'sm', color: 'fg.muted' }),
  close: css({ position: 'absolute', top: '2', right: '2' }),
  actions: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
}

/**
 * The first-visit discount (docs/decisions/050-engagement-overlays.md): a non-modal card in the corner. It takes no focus
 * when it appears, so it never interrupts typing or reading; Escape (with the focus
 * anywhere on the page) or the close button dismisses it.
 */
export function DiscountPopup({ onClose, submit, onEngage, initiallySent = false, captcha }: DiscountPopupProps) {
  const [email, setEmail] = useState('')
  const { pending: busy, run } = useSingleFlight()
  const [sent, setSent] = useState(initiallySent)
  const titleId = useId()
  const descriptionId = useId()
  const formId = useId()
  const thanksRef = useRef<HTMLParagraphElement>(null)
  const cardRef = useRef<HTMLElement>(null)

  // Escape dismisses the card wherever the focus is (it never takes focus, so "inside it" is
  // rarely where a visitor is), as the × does: unless something nearer the focus used the key
  // (default prevented) or a modal dialog or an expanded menu is open, whose Escape it is.
  const dismiss = useEffectEvent(() => onClose())
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return
      if (document.querySelector('[aria-modal="true"], [aria-expanded="true"]')) return
      dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  // After a successful submit the form unmounts; keep focus in the card on the thank-you text.
  useEffect(() => {
    if (sent && cardRef.current?.contains(document.activeElement) === false && document.activeElement === document.body) thanksRef.current?.focus()
  }, [sent])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const honeypot = readHoneypot(event.currentTarget)
    void run(async () => {
      const outcome = await submit(email, honeypot).catch((): DiscountOutcome => 'failed')
      if (outcome === 'sent') {
        setSent(true)
        requestAnimationFrame(() => thanksRef.current?.focus())
      }
    })
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a non-modal dialog closes on Escape like <dialog>, which the rule exempts by tag name only
    <section
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.card}
      data-testid="discount-popup"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
      }}
    >
      <CloseButton aria-label="Close discount offer" className={styles.close} onClick={onClose} />
      {sent ? (
        <>
          <h2 id={titleId} className={styles.title}>
            Thank you!
          </h2>
          <p id={descriptionId} ref={thanksRef} tabIndex={-1} className={css({ outline: 'none' })} role="status">
            {DISCOUNT_MESSAGES.success}
          </p>
          <div className={styles.actions}>
            <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.eyebrow}>First-visit offer</p>
          <h2 id={titleId} className={styles.title}>
            Get 10% off your first detail
          </h2>
          <p id={descriptionId} className={styles.text}>
            Enter your e-mail and we'll send your discount code right away.
          </p>
          <form noValidate onSubmit={onSubmit} className={css({ display: 'grid', gap: '3' })}>
            <HoneypotField id={`${formId}-website`} />
            {captcha}
            <Field
              label="Email address"
              hideLabel
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              maxLength={254}
              value={email}
              readOnly={busy}
              onFocus={onEngage}
              onChange={(e) => setEmail(e.target.value)}
            />
            <div className={styles.actions}>
              <SubmitButton pending={busy} pendingLabel="Sending…" focusableWhilePending>
                Claim my 10% off
              </SubmitButton>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onClose}>
                No thanks
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  )
}
