import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'

const boxClass = css({ color: 'accent.default', fontWeight: 'bold' })

export interface ChecklistProps {
  items: readonly string[]
  /** The list's accessible name (e.g. "How to get ready"). */
  label: string
  /** @default "checklist" */
  testId?: string
}

/** A list of things to have ready, each behind an empty box; nothing when there are none. */
export function Checklist({ items, label, testId = 'checklist' }: ChecklistProps) {
  if (items.length === 0) return null
  return (
    <ul aria-label={label} data-testid={testId} className={stack({ gap: '2' })}>
      {items.map((item) => (
        <li key={item} className={css({ display: 'flex', gap: '2' })}>
          <span aria-hidden="true" className={boxClass}>
            ☐
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
