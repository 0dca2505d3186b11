// @vitest-environment node
// Hostile input: a blog post body (and its title, author, excerpt, tags) is text a person
// wrote. Blog bodies are not Markdown or HTML: data/blog/*.json holds typed blocks (p, h2,
// h3, ul, ol, quote) of plain strings, and RichText puts each string in a React text node.
// These tests prove it with hostile input: the elements on the page are the same whatever
// the text says (nothing becomes an element, an attribute or a URL), and the text comes
// back literally.
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlogPostView } from '../../components/catalogue-pages/blog/BlogPostView'
import { RichText } from '../../components/catalogue-pages/RichText'
import type { BlogBlock } from '../../lib/catalogue/types'
import { HOSTILE_STRINGS, hostileBody, hostilePost } from '../../stories/catalogue-pages/blog/hostile-post'
import { firstBlogPost } from '../fixtures/pages/blog'

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g

/** The element skeleton of some markup: each tag with its attribute names (values left out). */
function skeleton(html: string): string[] {
  return [...html.matchAll(TAG)].map(([, name, attrs]) => `${name}(${[...(attrs ?? '').matchAll(/\s([a-zA-Z-:]+)=/g)].map((m) => m[1]).join(',')})`)
}

/** Every attribute name inside the tags. */
function attributeNames(html: string): string[] {
  return skeleton(html).flatMap((t) =>
    t
      .slice(t.indexOf('(') + 1, -1)
      .split(',')
      .filter(Boolean),
  )
}

/** The text a person sees: tags stripped, the entities React writes decoded. */
function visibleText(html: string): string {
  return html
    .replace(TAG, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The same blocks with harmless text (an empty cite stays empty): what the page's elements must be. */
function benign(blocks: BlogBlock[]): BlogBlock[] {
  return blocks.map((b) =>
    b.type === 'ul' || b.type === 'ol' ? { ...b, items: b.items.map(() => 'text') } : b.type === 'quote' ? { ...b, text: 'text', ...(b.cite ? { cite: 'text' } : {}) } : { ...b, text: 'text' },
  )
}

const richText = (blocks: BlogBlock[]) => renderToStaticMarkup(createElement(RichText, { blocks }))

describe('blog post body (RichText) with hostile text', () => {
  const html = richText(hostileBody)

  it('creates no element, attribute or URL from the text', () => {
    expect(skeleton(html)).toEqual(skeleton(richText(benign(hostileBody))))
    const tags = new Set(skeleton(html).map((t) => t.split('(')[0]))
    for (const tag of tags) expect(['div', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'blockquote', 'footer']).toContain(tag)
    expect(html).not.toMatch(/<(img|script|svg|iframe|a|style|details)\b/i)
    expect(attributeNames(html).filter((a) => /^on|^(href|src|style)$/i.test(a))).toEqual([])
  })

  it('shows every payload literally, entities and all', () => {
    const text = visibleText(html)
    for (const payload of HOSTILE_STRINGS) expect(text).toContain(payload)
    // An entity the author typed stays an entity on screen, not the character it names.
    expect(text).toContain('&lt;img src=x')
    expect(html).toContain('&amp;lt;img src=x')
  })

  it('holds for any text in any block (1,000 generated bodies)', () => {
    const fragment = fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom('<', '>', '&', '"', "'", '](', '![', 'javascript:', 'data:', '&#x3C;', '\u0000'))
    const text = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''))
    const block: fc.Arbitrary<BlogBlock> = fc.oneof(
      fc.record({ type: fc.constantFrom('h2' as const, 'h3' as const, 'p' as const), text }),
      fc.record({ type: fc.constantFrom('ul' as const, 'ol' as const), items: fc.array(text, { minLength: 1, maxLength: 4 }) }),
      fc.record({ type: fc.constant('quote' as const), text, cite: fc.option(text, { nil: undefined }) }).map(({ cite, ...q }) => (cite === undefined ? q : { ...q, cite })),
    )
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }), (blocks) => {
        const out = richText(blocks)
        expect(skeleton(out)).toEqual(skeleton(richText(benign(blocks))))
        const shown = visibleText(out)
        for (const b of blocks) {
          const strings = b.type === 'ul' || b.type === 'ol' ? b.items : b.type === 'quote' ? [b.text, ...(b.cite ? [b.cite] : [])] : [b.text]
          for (const s of strings) expect(shown).toContain(s)
        }
      }),
      { numRuns: 1000 },
    )
    // 1.5 s alone; several times that on a loaded 2-core machine, where 5 s timed out.
  }, 60_000)
})

describe('a whole blog post page with hostile title, author, excerpt, tags and body', () => {
  const post = hostilePost(firstBlogPost)
  const html = renderToStaticMarkup(createElement(BlogPostView, { post }))
  const calm = renderToStaticMarkup(createElement(BlogPostView, { post: { ...post, title: 'text', author: 'text', excerpt: 'text', tags: post.tags.map(() => 'text'), body: benign(post.body) } }))

  it('has the same elements as a harmless post: one image (the cover), links only from slugs', () => {
    expect(skeleton(html)).toEqual(skeleton(calm))
    expect(html.match(/<img\b/g)).toHaveLength(1)
    expect(html).not.toMatch(/<(script|svg|iframe|style|details)\b/i)
    expect(attributeNames(html).filter((a) => /^on/i.test(a))).toEqual([])
    const urls = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url).toMatch(/^\/(?!\/)/) // site-relative only: no javascript:, data: or other hosts
  })

  it('shows the hostile title, author, excerpt and tags as text', () => {
    const text = visibleText(html)
    for (const s of [post.title, post.author, post.excerpt, ...post.tags]) expect(text).toContain(s)
  })
})
