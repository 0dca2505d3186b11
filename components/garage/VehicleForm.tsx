import { useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button, field } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { Alert } from '../ui/alert'
import { Field, type FieldProps } from '../ui/field'
import { focusFirstInvalid } from '../ui/focus-first-invalid'
import { SubmitButton } from '../ui/submit-button'
import { useSingleFlight } from '../ui/use-single-flight'
import { EMPTY_DRAFT, SIZE_HINTS, garageErrorText, validateVehicle, toVehicleInput, type VehicleDraft, type VehicleErrors } from './garage-rules'
import { VEHICLE_SIZES, type VehicleInput } from './types'

const errorClass = field().errorText

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
  const [failure, setFailure] = useState<string | null>(null)
  const { pending: saving, run } = useSingleFlight()
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
      requestAnimationFrame(() => focusFirstInvalid(formRef.current))
      return
    }
    void run(async () => {
      setFailure(null)
      try {
        await onSubmit(toVehicleInput(draft))
      } catch (error: unknown) {
        setFailure(garageErrorText(error))
      }
    })
  }

  const text = (key: 'make' | 'model' | 'year' | 'nickname', label: string, extra: Omit<FieldProps, 'label'> = {}) => (
    <Field label={label} name={key} value={draft[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} {...extra} />
  )

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={stack({ gap: '4' })}>
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
        className={stack({ border: 'none', p: '0', m: '0', gap: '2' })}
      >
        <legend id={`${id}-size-legend`} className={css({ fontWeight: 'medium', mb: '2' })}>
          Size
        </legend>
        {VEHICLE_SIZES.map((size) => (
          <label
            key={size}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'center',
              p: '3',
              borderWidth: '1px',
              borderColor: draft.size === size ? 'accent.default' : 'border.default',
              borderRadius: 'md',
              cursor: 'pointer',
            })}
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
        <Alert size="sm">
          <strong>Your vehicle was not saved.</strong> {failure} Your entries are still here.
        </Alert>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton pending={saving} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  )
}
