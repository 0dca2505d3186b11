import { css } from 'styled-system/css'
import type { Price } from '../../../lib/catalogue/price'
import { formatPrice, REQUEST_A_QUOTE } from '../../../lib/format/price'

export interface PriceTableProps {
  serviceName: string
  price: Price
  /** Heading level of the block's title. @default 2 */
  headingLevel?: 2 | 3
}

/** Prices by vehicle size, a single price, or "Request a quote" for quote-only services. */
export function PriceTable({ serviceName, price, headingLevel = 2 }: PriceTableProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div>
      <Heading id="pricing" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>
        Pricing
      </Heading>
      {price.kind === 'from' ? (
        <table className={css({ w: 'full', maxW: 'md', borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'border.default' } })}>
          <caption className={css({ textAlign: 'left', color: 'fg.muted', mb: '2', fontSize: 'sm' })}>{serviceName} price by vehicle size</caption>
          <thead>
            <tr>
              <th scope="col">Vehicle</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {price.variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row" className={css({ fontWeight: 'medium' })}>
                  {variant.vehicle}
                </th>
                <td className={css({ fontWeight: 'bold' })}>{formatPrice(variant.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : price.kind === 'fixed' ? (
        <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{formatPrice(price.item.price)}</p>
      ) : (
        <>
          <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{REQUEST_A_QUOTE}</p>
          {price.note ? <p className={css({ color: 'fg.muted', mt: '1' })}>{price.note}</p> : null}
        </>
      )}
    </div>
  )
}
