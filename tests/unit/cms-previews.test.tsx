// @vitest-environment happy-dom
// What the CMS's previews draw (components/cms/), through the site's own components: the service
// page's h1 is the Heading the owner typed (the Name while it is empty), as on the site; and
// Packages, sizes and prices reads as the service pages' price tables, not as a dump of fields.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceDetailPage } from '../../components/catalogue-pages'
import { ServicePagesPreviewPage } from '../../components/cms/ServicePagesPreviewPage'
import { ServicesPreviewPage } from '../../components/cms/ServicesPreviewPage'
import { servicePageData } from '../../lib/catalogue/service-detail'
import { previewCatalogueOf } from '../../lib/cms/preview-data'
import { catalogue } from '../fixtures/catalogue/static'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let host: HTMLElement | undefined
afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  root = undefined
})

function render(element: React.ReactElement): HTMLElement {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root!.render(element))
  return host
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
/** A table's rows as "Vehicle Price" lines. */
const rowsOf = (element: Element | null | undefined) => [...(element?.querySelectorAll('tbody tr') ?? [])].map((row) => [...row.children].map(text).join(' '))

const windowTinting = {
  slug: 'window-tinting',
  name: 'Window Tinting',
  seo: { title: '', description: '' },
  heading: 'Window Tinting: cooler, more private, UV-safe',
  summary: 'Ceramic window film.',
  description: ['We fit ceramic film in your driveway.'],
  included: ['Side and rear windows'],
  bookable: false,
}

describe("the service page's Heading", () => {
  it('is the h1 of the built page', () => {
    const page = catalogue.servicePages.find((p) => p.slug === 'signature-detail')!
    expect(page.heading).not.toBe(page.name)
    const html = renderToStaticMarkup(<ServiceDetailPage data={servicePageData(catalogue, 'signature-detail')!} />)
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
    expect(h1).toBe(page.heading)
  })

  it("is the h1 of the CMS's preview as the owner types it, and the Name while it is empty", () => {
    const preview = previewCatalogueOf(catalogue)
    const view = render(<ServicePagesPreviewPage value={{ pages: [windowTinting] }} catalogue={preview} />)
    expect(text(view.querySelector('h1'))).toBe('Window Tinting: cooler, more private, UV-safe')
    act(() => root!.render(<ServicePagesPreviewPage value={{ pages: [{ ...windowTinting, heading: '' }] }} catalogue={preview} />))
    expect(text(view.querySelector('h1'))).toBe('Window Tinting')
  })
})

describe('the preview of Packages, sizes and prices', () => {
  const services = { baseServices: catalogue.baseServices, variants: catalogue.variants, addOns: catalogue.addOns }

  it("shows each package's sizes and each add-on's price in the site's price table", () => {
    const view = render(<ServicesPreviewPage value={services} />)
    const signature = view.querySelector('[aria-label="Signature Detail"]')
    expect(rowsOf(signature)).toEqual(['Sedan $349.00', 'SUV $399.00', 'XL $449.00'])
    expect(text(signature?.querySelector('caption'))).toBe('Signature Detail price by vehicle size')
    const addOn = catalogue.addOns.find((a) => a.id === 'engine-bay-detailing')!
    expect(text(view.querySelector(`[aria-label="${addOn.name}"]`))).toContain('$69.00')
    // Not Decap's dump of every field.
    expect(view.textContent).not.toMatch(/Width|Height|Price:/)
  })

  it('follows the form mid-edit: a changed price at once, a price not yet a number left out, never $NaN', () => {
    const edited = structuredClone(services)
    edited.variants.find((v) => v.id === 'signature-detail-sedan')!.price = 409
    ;(edited.variants.find((v) => v.id === 'signature-detail-suv') as { price: unknown }).price = ''
    const view = render(<ServicesPreviewPage value={edited} />)
    expect(rowsOf(view.querySelector('[aria-label="Signature Detail"]'))).toEqual(['Sedan $409.00', 'XL $449.00'])
    expect(view.textContent).not.toContain('NaN')
    // An empty form draws nothing to crash on.
    act(() => root!.render(<ServicesPreviewPage value={undefined} />))
    expect([...view.querySelectorAll('h2')].map(text)).toEqual(['Packages', 'Add-ons'])
    expect(view.querySelectorAll('li')).toHaveLength(0)
  })
})
