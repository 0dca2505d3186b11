import { useQuery, queryOptions } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { stack } from 'styled-system/patterns'
import { panelTitle as sectionTitle } from '../ui/page-styles'
import { userScope } from '../../lib/query/query-client'
import { formatCents } from '../quotes'
import { ErrorBlock } from './ErrorBlock'
import { useGarageApi, type GarageApi } from './garage-api'
import type { GarageQuote } from './types'

const cardClass = card()
const mutedClass = css({ color: 'fg.muted' })

function quotesQueryOptions(api: GarageApi, userId: string) {
  return queryOptions({ queryKey: [...userScope(userId), 'quotes'] as const, queryFn: () => api.listQuotes(), staleTime: 0 })
}

function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' })
}

/**
 * The approved quote's total on the booking made from it (Book Now after Approve and book, signed
 * in): the quote's prices, which may differ from the catalogue's.
 */
export function BookingQuoteTotal({ userId, bookingId }: { userId: string; bookingId: string }) {
  const api = useGarageApi()
  const quotes = useQuery({ ...quotesQueryOptions(api, userId), select: (rows: GarageQuote[]) => rows.find((q) => q.booking_ids?.includes(bookingId)) })
  if (!quotes.data) return null
  return (
    <p className={css({ fontWeight: 'semibold' })} data-testid="booking-quote-total">
      Approved quote: {formatCents(quotes.data.total_cents)}
    </p>
  )
}

/** What became of a quote, in the customer's words. */
export function quoteState(quote: Pick<GarageQuote, 'status' | 'expired' | 'valid_until'>): string {
  if (quote.status === 'approved') return 'Approved'
  if (quote.status === 'withdrawn') return 'Withdrawn'
  if (quote.expired) return `Expired on ${day(quote.valid_until)}`
  if (quote.status === 'changes_requested') return 'You asked for changes'
  return `Valid until ${day(quote.valid_until)}`
}

/**
 * Your quotes: every quote the owner sent to the signed-in address (the e-mail's link opens
 * each to approve or ask for changes). Shown only when there is one.
 */
export function QuotesSection({ userId }: { userId: string }) {
  const quotes = useQuery(quotesQueryOptions(useGarageApi(), userId))
  if (quotes.isPending || (quotes.data?.length ?? 0) === 0) {
    if (!quotes.isError) return null
  }
  return (
    <section aria-labelledby="garage-quotes" className={stack({ gap: '4' })}>
      <h2 id="garage-quotes" className={sectionTitle}>
        Your quotes
      </h2>
      {quotes.isError ? (
        <ErrorBlock what="your quotes" error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : (
        <ul aria-label="Your quotes" className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
          {quotes.data!.map((quote) => (
            <li key={quote.id} className={cardClass}>
              <p className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'semibold' })}>
                <span>Quote of {day(quote.created_at)}</span>
                <span>{formatCents(quote.total_cents)}</span>
              </p>
              <p className={mutedClass}>{quote.lines.map((line) => line.label).join(', ')}</p>
              <p className={mutedClass}>{quoteState(quote)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
