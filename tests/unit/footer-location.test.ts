import { describe, expect, it } from 'vitest'
import { footerLocation } from '../../components/layout/footer/footer-location'

const areas = [
  { slug: 'katy', name: 'Katy' },
  { slug: 'jordan-ranch', name: 'Jordan Ranch' },
  { slug: 'fulshear', name: 'Fulshear' },
  { slug: 'cinco-ranch', name: 'Cinco Ranch' },
]

describe('footerLocation', () => {
  it.each([
    ['/', 'katy'],
    ['/katy', 'katy'],
    ['/about', 'katy'],
    ['/jordan-ranch', 'jordan-ranch'],
    ['/fulshear', 'fulshear'],
    ['/cinco-ranch', 'cinco-ranch'],
    ['/blog/ceramic-coating-in-fulshear-heat', 'fulshear'],
    ['/FULSHEAR', 'fulshear'],
    ['/blog/jordan%20ranch-guide', 'jordan-ranch'],
    ['/services/signature-detail', 'katy'],
  ])('%s shows %s', (path, slug) => {
    expect(footerLocation(path, areas, 'katy').slug).toBe(slug)
  })

  it('falls back to Katy on a malformed escape instead of throwing', () => {
    expect(footerLocation('/%E0%A4%A', areas, 'katy').slug).toBe('katy')
  })

  it('prefers a specific area over Katy when both appear', () => {
    expect(footerLocation('/katy-vs-cinco-ranch', areas, 'katy').slug).toBe('cinco-ranch')
  })

  it('throws when given no areas, since the footer cannot render without one', () => {
    expect(() => footerLocation('/', [], 'katy')).toThrow()
  })

  it('follows the areas and the home area of the catalogue, whatever they are', () => {
    const renamed = [
      { slug: 'sugar-land', name: 'Sugar Land' },
      { slug: 'fulshear', name: 'Fulshear' },
    ]
    expect(footerLocation('/about', renamed, 'sugar-land').slug).toBe('sugar-land')
    expect(footerLocation('/blog/fulshear-heat', renamed, 'sugar-land').slug).toBe('fulshear')
    expect(footerLocation('/katy', renamed, 'sugar-land').slug).toBe('sugar-land')
    // A home area that is not listed (the catalogue check refuses it) still shows an area.
    expect(footerLocation('/about', renamed, 'katy').slug).toBe('sugar-land')
  })
})
