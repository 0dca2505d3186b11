import { useId } from 'react'
import { css } from 'styled-system/css'
import type { Variant } from '../../lib/catalogue/types'
import { formatPrice } from '../../lib/format/price'

interface VehicleSizePickerProps {
  variants: readonly Pick<Variant, 'id' | 'vehicle' | 'price'>[]
  /** Id of the chosen variant. */
  value: string | undefined
  onChange: (variantId: string) => void
  /** @default "Vehicle size" */
  legend?: string
  /**
   * Submit the choice with a form under this name, as the vehicle label ("SUV"), the way
   * /book/{service}?vehicle=SUV reads it. Without it the radios only drive onChange.
   */
  name?: string
}

const option = css({
  display: 'grid',
  gap: '1',
  p: '3',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  textAlign: 'center',
  bg: 'bg.surface',
  _hover: { borderColor: 'accent.default' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})

/** Sedan / SUV / XL with each variant's price: native radios, so it works before hydration. */
export function VehicleSizePicker({ variants, value, onChange, legend = 'Vehicle size', name: fieldName }: VehicleSizePickerProps) {
  const generatedName = useId()
  const name = fieldName ?? generatedName
  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{legend}</legend>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })}>
        {variants.map((v) => (
          <label key={v.id} className={option}>
            <input type="radio" name={name} value={fieldName ? v.vehicle : v.id} checked={v.id === value} onChange={() => onChange(v.id)} className={css({ srOnly: true })} />
            <span className={css({ fontWeight: 'semibold' })}>{v.vehicle}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{formatPrice(v.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
