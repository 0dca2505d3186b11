import { QuoteComposePage, type QuoteComposePageProps } from './QuoteComposePage'
import { QuotePage, type QuotePageProps } from './QuotePage'

export type QuoteIslandProps = ({ view: 'compose' } & Pick<QuoteComposePageProps, 'options'>) | ({ view: 'quote' } & Pick<QuotePageProps, 'businessName'>)

/**
 * /quote/compose and /quote as one island: each name in the island registry costs every page's
 * first script its loader (the first-load budget, decision 110), and only links in e-mails open
 * these two pages, so they share one loader and one chunk.
 */
export function QuoteIsland(props: QuoteIslandProps) {
  return props.view === 'compose' ? <QuoteComposePage options={props.options} /> : <QuotePage businessName={props.businessName} />
}
