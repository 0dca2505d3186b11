// Decision 084: the build swaps Vike's module entry and modulepreloads for the
// after-first-paint loader. These pin the rewrite on the shape Vike writes.
import { describe, expect, it } from 'vitest'
import { deferClientEntry } from '../../lib/boot/defer-client-entry'

const LOADER = '/assets/static/hydrate-after-first-paint.abc.js'

const VIKE_PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/global.css">
    <link rel="preload" as="image" href="/images/areas/katy.svg" fetchPriority="high"/>
  </head>
  <body>
    <div id="root"><h1>Home</h1></div>
    <script id="vike_pageContext" type="application/json">{"data":"<\\/script>"}</script>
    <script src="/assets/entries/entry-client-routing.D2AYn020.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.Da47Fxue.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-XKyaHtl9.js" as="script" type="text/javascript">
  </body>
</html>`

describe('deferClientEntry', () => {
  it('replaces the module script with the deferred loader carrying the entry and the preloads in order', () => {
    const result = deferClientEntry(VIKE_PAGE, LOADER)
    expect(result.entry).toBe('/assets/entries/entry-client-routing.D2AYn020.js')
    expect(result.preloads).toEqual(['/assets/entries/pages_index.Da47Fxue.js', '/assets/chunks/chunk-XKyaHtl9.js'])
    expect(result.html).toContain(
      `<script src="${LOADER}" defer data-entry="/assets/entries/entry-client-routing.D2AYn020.js" data-preload="/assets/entries/pages_index.Da47Fxue.js /assets/chunks/chunk-XKyaHtl9.js"></script>`,
    )
    expect(result.html).not.toMatch(/type="module"|modulepreload/)
  })

  it('leaves everything else as it was: stylesheet, image preload, page context, markup', () => {
    const { html } = deferClientEntry(VIKE_PAGE, LOADER)
    for (const kept of [
      '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">',
      '<link rel="preload" as="image" href="/images/areas/katy.svg" fetchPriority="high"/>',
      '<script id="vike_pageContext" type="application/json">{"data":"<\\/script>"}</script>',
      '<div id="root"><h1>Home</h1></div>',
    ]) {
      expect(html).toContain(kept)
    }
    expect(html.split('\n').filter((line) => line.trim() === '')).toEqual([])
  })

  it('is a no-op on a page without a module script and on its own output', () => {
    const plain = '<!doctype html><title>t</title><p>no JS here</p>'
    expect(deferClientEntry(plain, LOADER)).toEqual({ html: plain, preloads: [] })
    const once = deferClientEntry(VIKE_PAGE, LOADER).html
    expect(deferClientEntry(once, LOADER).html).toBe(once)
  })

  it('refuses a page with two module entries instead of starting only one of them', () => {
    const two = VIKE_PAGE.replace('</body>', '<script type="module" src="/assets/entries/other.js"></script></body>')
    expect(() => deferClientEntry(two, LOADER)).toThrow(/expected one module script, found 2/)
  })

  it('escapes attribute values it copies', () => {
    const odd = '<script src="/assets/entries/a&amp;b.js" type="module"></script>'
    expect(deferClientEntry(odd, LOADER).html).toBe(`<script src="${LOADER}" defer data-entry="/assets/entries/a&amp;amp;b.js" data-preload=""></script>`)
  })
})
