import { css } from 'styled-system/css'
import type { AddOnOffer } from '../../../lib/catalogue/add-on-offers'
import { formatPrice } from '../../../lib/format/price'

/** Suggested add-ons with their prices. */
export function AddOnList({ addOns }: { addOns: AddOnOffer[] }) {
  if (addOns.length === 0) return null
  return (
    <section aria-labelledby="addons-heading">
      <h2 id="addons-heading" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>
        Popular add-ons
      </h2>
      <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
        {addOns.map((a) => (
          <li key={a.id} className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4' })}>
            <p className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontWeight: 'bold' })}>
              <span>{a.name}</span>
              <span>{formatPrice(a.price)}</span>
            </p>
            <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>{a.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
