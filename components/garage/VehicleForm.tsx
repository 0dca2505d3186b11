import { useId, useRef, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { EMPTY_DRAFT, SIZE_HINTS, garageErrorText, validateVehicle, toVehicleInput, type VehicleDraft, type VehicleErrors } from './garage-rules'
import { VEHICLE_SIZES, type VehicleInput } from './types'

const inputClass = input()
const errorClass = css({ color: 'danger.default', fontSize: 'sm' })

interface VehicleFormProps {
  /** Values to edit; empty for a new vehicle. */
  initial?: VehicleDraft
  submitLabel: string
  /**
   * Saves the vehicle. While its promise runs the form is busy and cannot be sent twice; if it
   * rejects, the form stays filled in and says why, so nothing typed is lost.
   */
  onSubmit: (input: VehicleInput) => Promise<unknown> | void
  onCancel: () => void
}

/** Make, model, optional year and nickname, and the size that decides the price. */
export function VehicleForm({ initial = EMPTY_DRAFT, submitLabel, onSubmit, onCancel }: VehicleFormProps) {
  const [draft, setDraft] = useState<VehicleDraft>(initial)
  const [errors, setErrors] = useState<VehicleErrors>({})
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()

  const set = (key: keyof VehicleDraft, value: string) => {
    const next = { ...draft, [key]: value }
    setDraft(next)
    if (errors[key]) setErrors(validateVehicle(next))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateVehicle(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // The first invalid field, or the first radio of an invalid radio group (the group carries aria-invalid: a radio cannot).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input')?.focus())
      return
    }
    if (inFlight.current) return // a double click or Enter held down while saving
    inFlight.current = true
    setSaving(true)
    setFailure(null)
    void Promise.resolve()
      .then(() => onSubmit(toVehicleInput(draft)))
      .catch((error: unknown) => setFailure(garageErrorText(error)))
      .finally(() => {
        inFlight.current = false
        setSaving(false)
      })
  }

  const text = (key: 'make' | 'model' | 'year' | 'nickname', label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={`${id}-${key}`} className={css({ fontWeight: 'medium' })}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        value={draft[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className={inputClass}
        {...extra}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className={errorClass}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
        {text('make', 'Make', { required: true, maxLength: 50, autoComplete: 'off' })}
        {text('model', 'Model', { required: true, maxLength: 50, autoComplete: 'off' })}
        {text('year', 'Year (optional)', { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' })}
        {text('nickname', 'Nickname (optional)', { maxLength: 50, autoComplete: 'off' })}
      </div>
      <fieldset
        role="radiogroup"
        aria-labelledby={`${id}-size-legend`}
        aria-invalid={errors.size ? true : undefined}
        aria-describedby={errors.size ? `${id}-size-error` : undefined}
        className={css({ border: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <legend id={`${id}-size-legend`} className={css({ fontWeight: 'medium', mb: '2' })}>
          Size
        </legend>
        {VEHICLE_SIZES.map((size) => (
          <label
            key={size}
            className={css({ display: 'flex', gap: '3', alignItems: 'center', p: '3', borderWidth: '1px', borderColor: draft.size === size ? 'accent.default' : 'border.default', borderRadius: 'md', cursor: 'pointer' })}
          >
            <input type="radio" name="size" value={size} checked={draft.size === size} onChange={() => set('size', size)} />
            <span>
              <span className={css({ fontWeight: 'semibold' })}>{size}</span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{SIZE_HINTS[size]}</span>
            </span>
          </label>
        ))}
        {errors.size ? (
          <p id={`${id}-size-error`} className={errorClass}>
            {errors.size}
          </p>
        ) : null}
      </fieldset>
      {failure ? (
        <div role="alert" className={css({ bg: 'danger.subtle', color: 'danger.default', borderRadius: 'md', p: '3', fontSize: 'sm' })}>
          <strong>Your vehicle was not saved.</strong> {failure} Your entries are still here.
        </div>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={cx(button({ variant: 'solid' }))} disabled={saving} aria-disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
