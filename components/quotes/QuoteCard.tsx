import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { formatCents, formatQuoteDate, type QuoteLine } from './quote-rules'

const panel = card({ tone: 'raised', padding: 'responsive' })
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })

export interface QuoteCardProps {
  title: string
  lines: readonly QuoteLine[]
  totalCents: number
  validUntil: string
  note?: string | null
  /** Said under the validity, e.g. that the quote expired. */
  children?: React.ReactNode
}

/** A quote as the customer reads it: its lines, the total, how long it holds and the owner's note. Also the owner's preview. */
export function QuoteCard({ title, lines, totalCents, validUntil, note, children }: QuoteCardProps) {
  return (
    <section aria-label={title} className={panel}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' })}>{title}</h2>
      <ul className={css({ mt: '3' })} aria-label="Quote lines">
        {lines.map((line, index) => (
          <li key={index} className={row}>
            <span>{line.label}</span>
            <span className={css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>{formatCents(line.price_cents)}</span>
          </li>
        ))}
      </ul>
      <p className={css({ display: 'flex', justifyContent: 'space-between', mt: '3', fontWeight: 'bold', fontSize: 'lg' })}>
        <span>Total</span>
        <span data-testid="quote-total">{formatCents(totalCents)}</span>
      </p>
      <p className={css({ mt: '2', color: 'fg.muted' })}>Valid until {formatQuoteDate(validUntil)}</p>
      {note ? <p className={css({ mt: '3', whiteSpace: 'pre-line', color: 'fg.default' })}>{note}</p> : null}
      {children}
    </section>
  )
}
