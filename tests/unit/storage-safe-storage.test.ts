import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserStorage, createSafeStorage } from '../../lib/storage/safe-storage'
import { FlakyStorage } from '../fixtures/storage/flaky-storage'

describe('createSafeStorage', () => {
  it('passes reads and writes through while the storage works', () => {
    const area = new FlakyStorage()
    const safe = createSafeStorage(() => area)
    safe.setItem('k', 'v')
    expect(area.data.get('k')).toBe('v')
    expect(safe.getItem('k')).toBe('v')
    area.data.set('k', 'from another tab')
    expect(safe.getItem('k')).toBe('from another tab')
    safe.removeItem('k')
    expect(area.data.has('k')).toBe(false)
    expect(safe.getItem('k')).toBeNull()
  })

  it('a full storage: the write is kept in memory for this page and read back', () => {
    const area = new FlakyStorage()
    area.mode = 'full'
    const safe = createSafeStorage(() => area)
    expect(() => safe.setItem('session', '{"a":1}')).not.toThrow()
    expect(area.data.has('session')).toBe(false)
    expect(safe.getItem('session')).toBe('{"a":1}')
    safe.removeItem('session')
    expect(safe.getItem('session')).toBeNull()
  })

  it('once the storage takes writes again, it is the source of truth again', () => {
    const area = new FlakyStorage()
    area.mode = 'full'
    const safe = createSafeStorage(() => area)
    safe.setItem('k', 'memory')
    area.mode = 'ok'
    safe.setItem('k', 'stored')
    expect(area.data.get('k')).toBe('stored')
    area.data.set('k', 'other tab')
    expect(safe.getItem('k')).toBe('other tab')
  })

  it('a storage that refuses every access (SecurityError) never throws', () => {
    const area = new FlakyStorage()
    area.data.set('k', 'unreachable')
    area.mode = 'denied'
    const safe = createSafeStorage(() => area)
    expect(safe.getItem('k')).toBeNull()
    expect(() => safe.setItem('k', 'v')).not.toThrow()
    expect(safe.getItem('k')).toBe('v')
    expect(() => safe.removeItem('k')).not.toThrow()
    expect(safe.getItem('k')).toBeNull()
  })

  it('a getter that throws, or no storage at all, works in memory', () => {
    for (const getArea of [
      () => {
        throw new DOMException('denied', 'SecurityError')
      },
      () => undefined,
      () => null,
    ]) {
      const safe = createSafeStorage(getArea)
      expect(safe.getItem('k')).toBeNull()
      safe.setItem('k', 'v')
      expect(safe.getItem('k')).toBe('v')
      safe.removeItem('k')
      expect(safe.getItem('k')).toBeNull()
    }
  })

  it('a storage that answers something other than a string reads as nothing', () => {
    const odd = { getItem: () => 42 as unknown as string, setItem: () => {}, removeItem: () => {} }
    expect(createSafeStorage(() => odd).getItem('k')).toBeNull()
  })
})

describe('browserStorage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is undefined without a window (prerender)', () => {
    expect(browserStorage('localStorage')).toBeUndefined()
    expect(browserStorage('sessionStorage')).toBeUndefined()
  })

  it('is undefined when reading the property throws (blocked storage)', () => {
    const win = {}
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
      },
    })
    vi.stubGlobal('window', win)
    expect(browserStorage('localStorage')).toBeUndefined()
  })

  it('is the storage object when it is there', () => {
    const area = new FlakyStorage()
    vi.stubGlobal('window', { sessionStorage: area })
    expect(browserStorage('sessionStorage')).toBe(area)
  })
})
