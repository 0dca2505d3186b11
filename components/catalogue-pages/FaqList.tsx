import { css } from 'styled-system/css'

export interface FaqListEntry {
  id: string
  question: string
  answer: string
}

/** Questions as native details/summary: keyboard and screen-reader friendly, no script needed. */
export function FaqList({ entries, openFirst = false }: { entries: FaqListEntry[]; openFirst?: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {entries.map((e, i) => (
        <details
          key={e.id}
          id={`faq-${e.id}`}
          open={openFirst && i === 0}
          className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '4', py: '3' })}
        >
          <summary className={css({ fontWeight: 'semibold', cursor: 'pointer', color: 'fg.default' })}>{e.question}</summary>
          <p className={css({ mt: '2', color: 'fg.muted' })}>{e.answer}</p>
        </details>
      ))}
    </div>
  )
}
