// Content blocks (data/schemas/common.schema.json `blogBlock`: h2, h3, p, ul, ol, quote) as the
// Markdown the CMS's body editor shows, and back. The files keep their blocks; only the editor
// sees Markdown, so the two functions must be exact inverses on every stored body
// (tests/unit/cms-format.test.ts checks each file of data/). The reader also accepts what Decap's
// rich-text mode writes for the same things (`*` bullets, `1)` items, backslash escapes):
// https://decapcms.org/docs/widgets/#markdown and https://spec.commonmark.org/0.31.2/#backslash-escapes
// Text is plain (no HTML, no inline Markdown): `**` stays two asterisks on the site.

export type ContentBlock = { type: 'h2' | 'h3' | 'p'; text: string } | { type: 'ul' | 'ol'; items: string[] } | { type: 'quote'; text: string; cite?: string }

const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
const CITE_MARK = '— '

/** A backslash that Markdown would read as an escape is doubled; everything else stays as typed. */
function escapeInline(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    const next = text[i + 1]
    out += ch === '\\' && next !== undefined && PUNCTUATION.includes(next) ? '\\\\' : ch
  }
  return out
}

/** Text at the start of a line must not read as a heading, list, quote or cite. */
function escapeLine(text: string): string {
  const inline = escapeInline(text)
  if (/^[#>*+=`~|-]/.test(inline)) return `\\${inline}`
  const numbered = /^(\d+)([.)])/.exec(inline)
  if (numbered) return `${numbered[1]}\\${inline.slice(numbered[1]!.length)}`
  if (inline.startsWith(CITE_MARK)) return `\\${inline}`
  return inline
}

/** Inverse of the escapes: `\X` for ASCII punctuation (and the cite mark) is X. */
function unescape(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    const next = text[i + 1]
    if (ch === '\\' && next !== undefined && (PUNCTUATION.includes(next) || (i === 0 && next === '—'))) {
      out += next
      i++
    } else out += ch
  }
  return out
}

export function blocksToMarkdown(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'h2':
          return `## ${escapeLine(block.text)}`
        case 'h3':
          return `### ${escapeLine(block.text)}`
        case 'p':
          return escapeLine(block.text)
        case 'ul':
          return block.items.map((item) => `- ${escapeLine(item)}`).join('\n')
        case 'ol':
          return block.items.map((item, i) => `${i + 1}. ${escapeLine(item)}`).join('\n')
        case 'quote':
          return `> ${escapeLine(block.text)}${block.cite !== undefined ? `\n>\n> ${CITE_MARK}${escapeInline(block.cite)}` : ''}`
      }
    })
    .join('\n\n')
}

const HEADING = /^\s{0,3}(#{1,6})\s+(.*)$/
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/
const QUOTE = /^\s{0,3}>\s?(.*)$/

function startsBlock(line: string): boolean {
  return HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line)
}

/** Markdown as the CMS's editor hands it back, read into blocks. Empty input gives no blocks. */
export function markdownToBlocks(markdown: string): ContentBlock[] {
  const lines = markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
  const blocks: ContentBlock[] = []
  let i = 0
  const blank = (at: number) => at >= lines.length || lines[at]!.trim() === ''
  while (i < lines.length) {
    const line = lines[i]!
    if (line.trim() === '') {
      i++
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      blocks.push({ type: heading[1]!.length <= 2 ? 'h2' : 'h3', text: unescape(heading[2]!) })
      i++
      continue
    }
    if (QUOTE.test(line)) {
      const paragraphs: string[][] = [[]]
      while (i < lines.length && QUOTE.test(lines[i]!)) {
        const inner = QUOTE.exec(lines[i]!)![1]!.trim()
        if (inner === '') paragraphs.push([])
        else paragraphs[paragraphs.length - 1]!.push(inner)
        i++
      }
      const texts = paragraphs.filter((p) => p.length > 0).map((p) => p.join('\n'))
      const last = texts[texts.length - 1]
      let cite: string | undefined
      if (texts.length > 1 && last !== undefined && (last.startsWith(CITE_MARK) || last.startsWith('-- '))) {
        cite = unescape(last.slice(last.startsWith(CITE_MARK) ? CITE_MARK.length : 3))
        texts.pop()
      }
      const text = texts.map(unescape).join(' ')
      if (text !== '') blocks.push(cite !== undefined ? { type: 'quote', text, cite } : { type: 'quote', text })
      continue
    }
    const listKind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null
    if (listKind) {
      const marker = listKind === 'ul' ? BULLET : NUMBERED
      const items: string[] = []
      while (i < lines.length) {
        const current = lines[i]!
        const item = marker.exec(current)
        if (item) {
          items.push(item[1]!)
          i++
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          items[items.length - 1] += `\n${current.trim()}` // a continuation line of the item
          i++
        } else if (current.trim() === '' && !blank(i + 1) && marker.test(lines[i + 1]!)) {
          i++ // a loose list: a blank line between items
        } else break
      }
      blocks.push({ type: listKind, items: items.map(unescape) })
      continue
    }
    const paragraph: string[] = []
    while (i < lines.length && lines[i]!.trim() !== '' && (paragraph.length === 0 || !startsBlock(lines[i]!))) {
      paragraph.push(lines[i]!.trim())
      i++
    }
    blocks.push({ type: 'p', text: unescape(paragraph.join('\n')) })
  }
  return blocks
}
