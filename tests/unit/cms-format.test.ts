// Opening and saving every file of data/ through the CMS's own format changes nothing
// (lib/cms/format.ts, docs/decisions/141-cms-config-from-schemas.md): the owner cannot lose data by saving.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blocksToMarkdown, markdownToBlocks, type ContentBlock } from '../../lib/cms/blocks-markdown'
import { fromFile, toFile } from '../../lib/cms/format'

const dataDir = path.resolve(__dirname, '../../data')
const dataFiles = [...fs.readdirSync(dataDir).filter((f) => f.endsWith('.json')), ...fs.readdirSync(path.join(dataDir, 'blog')).map((f) => `blog/${f}`)]

/** What Decap does between reading and writing: a deep copy with keys in another order. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, shuffled(v)]),
    )
  return value
}

describe('catalogue-json format round trip', () => {
  it('covers every file of data/', () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(11)
  })

  it.each(dataFiles)('data/%s is byte-for-byte unchanged after open and save', (file) => {
    const text = fs.readFileSync(path.join(dataDir, file), 'utf8')
    expect(toFile(fromFile(text))).toBe(text)
    expect(toFile(shuffled(fromFile(text)) as Record<string, unknown>)).toBe(text)
  })

  it('shows blog bodies as Markdown', () => {
    const post = fromFile(fs.readFileSync(path.join(dataDir, 'blog/is-ceramic-coating-worth-it.json'), 'utf8'))
    expect(post.body).toContain('## What a coating does\n\n- It bonds')
    expect(post.body).toContain('> The best coating is the one applied on properly prepared paint.\n>\n> — Our lead detailer')
  })

  it('leaves out optional fields the owner emptied, keeps null prices and turns typed numbers into numbers', () => {
    const page = { $schema: './schemas/service-pages.schema.json', pages: [{ slug: 'x', quoteNote: '', baseId: undefined, bookable: false }] }
    expect(JSON.parse(toFile(page)).pages[0]).toEqual({ slug: 'x', bookable: false })
    const membership = {
      $schema: './schemas/membership.schema.json',
      intro: 'i',
      tiers: [
        { id: 'a', pricePerMonth: '' },
        { id: 'b', pricePerMonth: '79' },
      ],
    }
    expect(JSON.parse(toFile(membership)).tiers).toEqual([
      { id: 'a', pricePerMonth: null },
      { id: 'b', pricePerMonth: 79 },
    ])
  })
})

describe('content blocks as Markdown', () => {
  const awkward: ContentBlock[] = [
    { type: 'p', text: '# not a heading, - not a bullet' },
    { type: 'p', text: '- dash first' },
    { type: 'p', text: '3. not a list' },
    { type: 'p', text: 'a back\\slash, an escaped-looking \\* and **stars**' },
    { type: 'h3', text: 'Call #1' },
    { type: 'ol', items: ['> one', '2) two'] },
    { type: 'quote', text: '— dash first' },
    { type: 'quote', text: 'With a cite', cite: 'Jo \\ B.' },
  ]

  it('reads back exactly what it wrote, even text that looks like Markdown', () => {
    expect(markdownToBlocks(blocksToMarkdown(awkward))).toEqual(awkward)
  })

  it("reads what Decap's rich-text mode writes: * bullets, 1) items, loose lists, backslash escapes", () => {
    expect(markdownToBlocks('# Title\n\n* one\n\n* two\n\n1) first\n2) second\n\nA \\*plain\\* line\ncontinued\n\n> quoted\n>\n> -- Someone')).toEqual([
      { type: 'h2', text: 'Title' },
      { type: 'ul', items: ['one', 'two'] },
      { type: 'ol', items: ['first', 'second'] },
      { type: 'p', text: 'A *plain* line\ncontinued' },
      { type: 'quote', text: 'quoted', cite: 'Someone' },
    ])
    expect(markdownToBlocks('')).toEqual([])
  })
})
