// @vitest-environment happy-dom
// The page behind modal dialogs stays locked until the last of them lets go
// (components/ui/page-scroll-lock.ts): the bag drawer and the upsell dialog open together and close
// one at a time. The lock's effect in a browser (a wheel does not scroll the page) is in
// tests/e2e/scroll-lock.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lockPageScroll, onPageScrollLockChange, pageScrollLocked } from '../../components/ui/page-scroll-lock'

const releases: Array<() => void> = []
const lock = (doc?: Document) => {
  const release = lockPageScroll(doc)
  releases.push(release)
  return release
}

/** The width the page's scrollbar takes from the window: 0 on phones (overlay scrollbars). */
function scrollbarOf(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => window.innerWidth - width })
}

beforeEach(() => scrollbarOf(0))

afterEach(() => {
  while (releases.length > 0) releases.pop()!()
  document.body.removeAttribute('style')
})

describe('lockPageScroll', () => {
  it('locks the page until its holder lets go', () => {
    expect(pageScrollLocked()).toBe(false)
    const release = lock()
    expect(pageScrollLocked()).toBe(true)
    release()
    expect(pageScrollLocked()).toBe(false)
  })

  it('stays locked while a second dialog still holds it, whichever closes first', () => {
    const drawer = lock()
    const upsell = lock()
    drawer()
    expect(pageScrollLocked()).toBe(true)
    upsell()
    expect(pageScrollLocked()).toBe(false)
  })

  it('counts a release twice as once, so one dialog cannot unlock another', () => {
    const drawer = lock()
    const upsell = lock()
    upsell()
    upsell()
    expect(pageScrollLocked()).toBe(true)
    drawer()
    expect(pageScrollLocked()).toBe(false)
  })

  it('locks each document apart (a story in its frame, the page around it)', () => {
    const other = document.implementation.createHTMLDocument('frame')
    const release = lock(other)
    expect(pageScrollLocked(other)).toBe(true)
    expect(pageScrollLocked()).toBe(false)
    release()
    expect(pageScrollLocked(other)).toBe(false)
  })

  it('pads the page by the scrollbar it hides, and gives the page its own padding back', () => {
    scrollbarOf(15)
    document.body.style.paddingRight = '2px'
    const drawer = lock()
    expect(document.body.style.paddingRight).toBe('15px')
    const upsell = lock()
    upsell()
    expect(document.body.style.paddingRight).toBe('15px')
    drawer()
    expect(document.body.style.paddingRight).toBe('2px')
  })

  it('leaves the padding alone where the scrollbar takes no room', () => {
    const release = lock()
    expect(document.body.style.paddingRight).toBe('')
    release()
    expect(document.body.style.paddingRight).toBe('')
  })

  it('tells a subscriber when the page is locked and unlocked, not when a second dialog joins', async () => {
    const seen: boolean[] = []
    const unsubscribe = onPageScrollLockChange(() => seen.push(pageScrollLocked()))
    const drawer = lock()
    await vi.waitFor(() => expect(seen).toEqual([true]))
    const upsell = lock()
    upsell()
    drawer()
    await vi.waitFor(() => expect(seen).toEqual([true, false]))
    unsubscribe()
  })
})
