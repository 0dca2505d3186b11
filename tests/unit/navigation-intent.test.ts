// Which actions start a load of another page of the site, the decisions behind the navigation
// spinner (lib/navigation/navigation-intent.ts). The HTML rules they follow: "follow the
// hyperlink" and "navigate to a fragment" in https://html.spec.whatwg.org/multipage/links.html and
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-fragid.
import { describe, expect, it } from 'vitest'
import { clickLoadsSiteDocument, loadsSiteDocument, navigateLoadsSiteDocument, submitLoadsSiteDocument, type ClickFacts, type LinkFacts } from '../../lib/navigation/navigation-intent'

const here = 'https://www.example.com/services/signature-detail?ref=menu#pricing'
const plainClick: ClickFacts = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
const link = (href: string, extra: Partial<LinkFacts> = {}): LinkFacts => ({ href, target: '', download: false, ...extra })

describe('clickLoadsSiteDocument', () => {
  it('counts a plain click on a link to another page of the site, by absolute or relative URL', () => {
    expect(clickLoadsSiteDocument(plainClick, link('https://www.example.com/about'), here)).toBe(true)
    expect(clickLoadsSiteDocument(plainClick, link('/blog'), here)).toBe(true)
    expect(clickLoadsSiteDocument(plainClick, link('/about#team'), here)).toBe(true)
    for (const target of ['_self', '_top', '_parent', ' _SELF ']) {
      expect(clickLoadsSiteDocument(plainClick, link('/about', { target }), here), target).toBe(true)
    }
  })

  it('counts a link back to the same page without a fragment: that reloads it', () => {
    expect(clickLoadsSiteDocument(plainClick, link('https://www.example.com/services/signature-detail?ref=menu'), here)).toBe(true)
    // Another query is another document.
    expect(clickLoadsSiteDocument(plainClick, link('/services/signature-detail?ref=footer#pricing'), here)).toBe(true)
  })

  it('ignores fragment links within the page, even with an empty fragment', () => {
    expect(clickLoadsSiteDocument(plainClick, link('https://www.example.com/services/signature-detail?ref=menu#faq'), here)).toBe(false)
    expect(clickLoadsSiteDocument(plainClick, link('#main'), here)).toBe(false)
    expect(clickLoadsSiteDocument(plainClick, link('/services/signature-detail?ref=menu#'), here)).toBe(false)
  })

  it('ignores modified clicks (new tab, new window, download) and buttons other than the main one', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clickLoadsSiteDocument({ ...plainClick, [modifier]: true }, link('/about'), here), modifier).toBe(false)
    }
    expect(clickLoadsSiteDocument({ ...plainClick, button: 1 }, link('/about'), here)).toBe(false)
  })

  it('ignores a click an island already handled', () => {
    expect(clickLoadsSiteDocument({ ...plainClick, defaultPrevented: true }, link('/about'), here)).toBe(false)
  })

  it('ignores other windows and downloads', () => {
    expect(clickLoadsSiteDocument(plainClick, link('/about', { target: '_blank' }), here)).toBe(false)
    expect(clickLoadsSiteDocument(plainClick, link('/about', { target: 'booking' }), here)).toBe(false)
    expect(clickLoadsSiteDocument(plainClick, link('/images/logo.svg', { download: true }), here)).toBe(false)
  })

  it('ignores other schemes and other origins', () => {
    for (const href of [
      'tel:+12815550100',
      'mailto:hello@example.com',
      'sms:+12815550100',
      'javascript:void(0)',
      'https://calendly.com/x',
      'http://www.example.com/about',
      'https://example.com/about',
    ]) {
      expect(clickLoadsSiteDocument(plainClick, link(href), here), href).toBe(false)
    }
  })

  it('ignores an href that is not a URL', () => {
    expect(clickLoadsSiteDocument(plainClick, link('http://[bad'), here)).toBe(false)
  })
})

describe('submitLoadsSiteDocument', () => {
  const submit = { defaultPrevented: false, method: 'get', target: '', action: 'https://www.example.com/contact' }

  it('counts a GET or POST to the site in this window', () => {
    expect(submitLoadsSiteDocument(submit, here)).toBe(true)
    expect(submitLoadsSiteDocument({ ...submit, method: 'POST', action: '/contact' }, here)).toBe(true)
    // A GET to this very URL still loads a new document (the query is replaced).
    expect(submitLoadsSiteDocument({ ...submit, action: here }, here)).toBe(true)
  })

  it('ignores handled submits, dialog forms, other windows and other origins', () => {
    expect(submitLoadsSiteDocument({ ...submit, defaultPrevented: true }, here)).toBe(false)
    expect(submitLoadsSiteDocument({ ...submit, method: 'dialog' }, here)).toBe(false)
    expect(submitLoadsSiteDocument({ ...submit, target: '_blank' }, here)).toBe(false)
    expect(submitLoadsSiteDocument({ ...submit, action: 'https://forms.example.net/x' }, here)).toBe(false)
    expect(submitLoadsSiteDocument({ ...submit, action: 'mailto:hello@example.com' }, here)).toBe(false)
  })
})

describe('navigateLoadsSiteDocument', () => {
  const navigate = { sameDocument: false, hashChange: false, downloadRequest: null, destinationUrl: 'https://www.example.com/about' }

  it('counts a cross-document navigation to the site', () => {
    expect(navigateLoadsSiteDocument(navigate, here)).toBe(true)
  })

  it('ignores same-document navigations, fragment changes, downloads and other sites', () => {
    expect(navigateLoadsSiteDocument({ ...navigate, sameDocument: true }, here)).toBe(false)
    expect(navigateLoadsSiteDocument({ ...navigate, hashChange: true }, here)).toBe(false)
    expect(navigateLoadsSiteDocument({ ...navigate, downloadRequest: 'price-list.pdf' }, here)).toBe(false)
    expect(navigateLoadsSiteDocument({ ...navigate, destinationUrl: 'https://calendly.com/x' }, here)).toBe(false)
  })
})

describe('loadsSiteDocument', () => {
  it('compares whole URLs, not paths only', () => {
    expect(loadsSiteDocument('/services/signature-detail#faq', here)).toBe(true)
    expect(loadsSiteDocument('?ref=menu#faq', here)).toBe(false)
  })
})
