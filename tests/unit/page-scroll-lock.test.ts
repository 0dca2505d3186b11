// @vitest-environment happy-dom
// The page behind modal dialogs stays locked until the last of them lets go
// (components/ui/page-scroll-lock.ts): the bag drawer and the upsell dialog open together and close
// one at a time. The lock's effect in a browser (a wheel does not scroll the page) is in
// tests/e2e/scroll-lock.spec.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { lockPageScroll, pageScrollLocked } from '../../components/ui/page-scroll-lock'

const releases: Array<() => void> = []
const lock = (doc?: Document) => {
  const release = lockPageScroll(doc)
  releases.push(release)
  return release
}

afterEach(() => {
  while (releases.length > 0) releases.pop()!()
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
})
