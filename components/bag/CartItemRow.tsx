import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { formatPrice } from '../../lib/format/price'
import type { BagItem } from './rules'

interface CartItemRowProps {
  item: BagItem
  onQuantityChange: (id: string, quantity: number) => void
  onRemove: (id: string) => void
}

const stepper = css({
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  cursor: 'pointer',
  fontSize: 'lg',
  lineHeight: '1',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})

/** One bag line: image, name, vehicle size, price, plus/minus, remove. */
export function CartItemRow({ item, onQuantityChange, onRemove }: CartItemRowProps) {
  return (
    <li data-testid="bag-item" data-id={item.id} className={css({ display: 'grid', gridTemplateColumns: '64px 1fr auto', gap: '3', py: '4', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
      {/* The name next to it says what it is: the picture is decorative here. */}
      <img src={item.image.src} width={64} height={48} alt="" loading="lazy" className={css({ w: '16', h: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.muted' })} />
      <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
        <p className={css({ fontWeight: 'semibold', lineHeight: '1.3' })}>{item.name}</p>
        {item.vehicle ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Vehicle: {item.vehicle}</p> : null}
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatPrice(item.price)} each</p>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', mt: '1' })}>
          <button type="button" className={stepper} aria-label={`Decrease quantity of ${item.name}`} onClick={() => onQuantityChange(item.id, item.quantity - 1)}>
            <span aria-hidden="true">−</span>
          </button>
          <span data-testid="bag-item-quantity" aria-label={`Quantity ${item.quantity}`} className={css({ minW: '6', textAlign: 'center', fontWeight: 'semibold' })}>
            {item.quantity}
          </span>
          <button type="button" className={stepper} aria-label={`Increase quantity of ${item.name}`} onClick={() => onQuantityChange(item.id, item.quantity + 1)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      <div className={css({ display: 'grid', justifyItems: 'end', alignContent: 'space-between', gap: '2' })}>
        <p className={css({ fontWeight: 'bold' })}>{formatPrice(item.price * item.quantity)}</p>
        <button type="button" className={`${button({ variant: 'link', size: 'sm' })} ${css({ color: 'danger.default' })}`} aria-label={`Remove ${item.name}`} onClick={() => onRemove(item.id)}>
          Remove
        </button>
      </div>
    </li>
  )
}
