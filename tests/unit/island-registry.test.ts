// Islands are declared once, in each domain's islands.ts (lib/islands/declare.ts): the server's
// <Island of={…}> writes the declaration's name, and the browser's runtime loads the component
// that same declaration names, through components/islands/registry.ts. A misspelt name does not
// compile; these check the runtime side.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { accountIslands } from '../../components/account/islands'
import { bagIslands } from '../../components/bag/islands'
import { bookingIslands } from '../../components/booking/islands'
import { engagementIslands } from '../../components/engagement/islands'
import { galleryIslands } from '../../components/gallery/islands'
import { garageIslands } from '../../components/garage/islands'
import { layoutIslands } from '../../components/layout/islands'
import { quoteIslands } from '../../components/quotes/islands'
import { islands } from '../../components/islands/registry'
import { Island } from '../../lib/islands/Island'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/protocol'

describe('island registry', () => {
  it("gathers every domain's islands, and no two domains declare one name (the later would hide the other)", () => {
    const declared = [accountIslands, bagIslands, bookingIslands, engagementIslands, galleryIslands, garageIslands, layoutIslands, quoteIslands].flatMap((domain) => Object.keys(domain))
    expect(new Set(declared).size).toBe(declared.length)
    expect(Object.keys(islands).sort()).toEqual([...declared].sort())
  })

  it('names each declaration by its key, the name the server writes and the runtime looks up', () => {
    for (const [key, declaration] of Object.entries(islands)) expect(declaration.name).toBe(key)
  })

  it.each(Object.keys(islands))(
    'loads a component for "%s"',
    async (name) => {
      const component = await islands[name as keyof typeof islands].load()
      expect(typeof component).toBe('function')
    },
    30_000,
  )

  it('writes the declaration’s name and the props on the server, around the component’s own markup', () => {
    const Year = ({ buildYear }: { buildYear: number }) => createElement('span', null, buildYear)
    const html = renderToString(Island({ of: layoutIslands['current-year'], component: Year, props: { buildYear: 2026 }, as: 'span' }))
    expect(html).toContain(`${ISLAND_ATTRIBUTES.name}="current-year"`)
    expect(html).toContain(`${ISLAND_ATTRIBUTES.props}="{&quot;buildYear&quot;:2026}"`)
    expect(html).toContain('2026')
  })
})
