import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { FaqListEntry } from '../FaqList'
import { pageContainer } from '../../ui/page-styles'

/** /faq: every question as an h2 with its answer visible (the same text as the FAQPage JSON-LD). */
export function FaqSections({ entries }: { entries: FaqListEntry[] }) {
  return (
    <div className={`${pageContainer} ${stack({ py: '10', maxW: '3xl', gap: '8' })}`}>
      {entries.map((e) => (
        <section key={e.id} id={e.id} aria-labelledby={`q-${e.id}`}>
          <h2 id={`q-${e.id}`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {e.question}
          </h2>
          <p className={css({ mt: '2', color: 'fg.default' })}>{e.answer}</p>
        </section>
      ))}
    </div>
  )
}
