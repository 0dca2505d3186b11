import { describe, expect, it } from 'vitest'
import { contactLinks } from '../../lib/catalogue/contact-links'
import { SESSION_FLAGS, createSafeFlags, type FlagStorage } from '../../components/engagement/session-flags'
import { useEngagement } from '../../components/engagement/store'
import { isTypingTarget } from '../../components/engagement/interruption-guard'
import { business } from '../../lib/catalogue/catalogue.server'

function memoryStorage(): FlagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('session flags', () => {
  it('uses the spec names', () => {
    expect(SESSION_FLAGS).toEqual({ discountSeen: 'hasSeenDiscountPopup', tourSeen: 'hasSeenInteractiveTour' })
  })

  it('reads and writes "true" in session storage', () => {
    const storage = memoryStorage()
    const flags = createSafeFlags(() => storage)
    expect(flags.has('hasSeenDiscountPopup')).toBe(false)
    flags.set('hasSeenDiscountPopup')
    expect(storage.data.get('hasSeenDiscountPopup')).toBe('true')
    expect(flags.has('hasSeenDiscountPopup')).toBe(true)
    expect(flags.has('hasSeenInteractiveTour')).toBe(false)
  })

  it('sees a flag set earlier in the session', () => {
    const storage = memoryStorage()
    storage.setItem('hasSeenInteractiveTour', 'true')
    expect(createSafeFlags(() => storage).has('hasSeenInteractiveTour')).toBe(true)
  })

  it('survives storage that is missing, throws on access or throws on write', () => {
    const missing = createSafeFlags(() => null)
    missing.set('hasSeenDiscountPopup')
    expect(missing.has('hasSeenDiscountPopup')).toBe(true)

    const blocked = createSafeFlags(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(blocked.has('hasSeenInteractiveTour')).toBe(false)
    blocked.set('hasSeenInteractiveTour')
    expect(blocked.has('hasSeenInteractiveTour')).toBe(true)

    const full: FlagStorage = {
      getItem: () => {
        throw new Error('boom')
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    const flags = createSafeFlags(() => full)
    expect(flags.has('hasSeenDiscountPopup')).toBe(false)
    expect(() => flags.set('hasSeenDiscountPopup')).not.toThrow()
    expect(flags.has('hasSeenDiscountPopup')).toBe(true)
  })
})

describe('engagement store', () => {
  it('permits, disables and completes the tour; opens one overlay at a time', () => {
    const s = useEngagement.getState
    expect(s()).toMatchObject({ tourStartPermitted: false, tourCompleted: false, discountOpen: false, overlay: null })
    s().permitTourStart()
    expect(s().tourStartPermitted).toBe(true)
    s().disableTourStart()
    s().markTourCompleted()
    expect(s()).toMatchObject({ tourStartPermitted: false, tourCompleted: true })
    s().openOverlay('chat')
    s().openOverlay('contact')
    expect(s().overlay).toBe('contact')
    s().closeOverlay()
    expect(s().overlay).toBeNull()
  })
})

describe('typing guard', () => {
  const el = (tagName: string, attrs: Record<string, string> = {}, isContentEditable = false) =>
    ({ tagName, isContentEditable, getAttribute: (name: string) => attrs[name] ?? null }) as unknown as Element

  it.each([
    ['input (no type)', el('INPUT')],
    ['input email', el('INPUT', { type: 'email' })],
    ['input search', el('INPUT', { type: 'search' })],
    ['textarea', el('TEXTAREA')],
    ['select', el('SELECT')],
    ['contenteditable', el('DIV', { contenteditable: 'true' }, true)],
  ])('%s is a typing target', (_, target) => expect(isTypingTarget(target)).toBe(true))

  it.each([
    ['nothing', null],
    ['body', el('BODY')],
    ['link', el('A')],
    ['button', el('BUTTON')],
    ['checkbox', el('INPUT', { type: 'checkbox' })],
    ['submit', el('INPUT', { type: 'submit' })],
    ['contenteditable=false', el('DIV', { contenteditable: 'false' })],
  ])('%s is not', (_, target) => expect(isTypingTarget(target)).toBe(false))
})

describe('contact links', () => {
  it('call, text and e-mail the business from data/business.json', () => {
    expect(contactLinks(business)).toEqual([
      { kind: 'call', href: 'tel:+12815550142', label: 'Call us', detail: '(281) 555-0142' },
      { kind: 'text', href: 'sms:+12815550142', label: 'Text us', detail: '(281) 555-0142' },
      { kind: 'email', href: 'mailto:hello@katymobiledetailing.com', label: 'E-mail us', detail: 'hello@katymobiledetailing.com' },
    ])
  })
})
