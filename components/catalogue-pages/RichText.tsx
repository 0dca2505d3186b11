import type { BlogBlock } from '../../lib/catalogue/types'
import { css } from 'styled-system/css'

const prose = css({
  color: 'fg.default',
  maxW: '3xl',
  '& > * + *': { mt: '4' },
  '& h2': { fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', mt: '10' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '8' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& li + li': { mt: '2' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'accent.default', pl: '4', fontStyle: 'italic', color: 'fg.muted' },
})

export interface RichTextProps {
  blocks: BlogBlock[]
  /** Heading level of the blocks' "h2" (shifted when the page's section headings sit higher). @default 2 */
  baseLevel?: 2 | 3
}

/** Renders catalogue rich text as plain React text nodes: the data can never inject markup. */
export function RichText({ blocks, baseLevel = 2 }: RichTextProps) {
  const H2 = baseLevel === 2 ? 'h2' : 'h3'
  const H3 = baseLevel === 2 ? 'h3' : 'h4'
  return (
    <div className={prose}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return <H2 key={i}>{block.text}</H2>
          case 'h3':
            return <H3 key={i}>{block.text}</H3>
          case 'p':
            return <p key={i}>{block.text}</p>
          case 'ul':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )
          case 'ol':
            return (
              <ol key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ol>
            )
          case 'quote':
            return (
              <blockquote key={i}>
                <p>{block.text}</p>
                {block.cite ? <footer>— {block.cite}</footer> : null}
              </blockquote>
            )
          default:
            return null
        }
      })}
    </div>
  )
}
