// A toast for the page a document navigation goes to (components/account/session/carried-toast.ts):
// RequireAuth's Access Denied must be read on /login, not flash on /garage as it unloads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carryToast, showCarriedToast } from '../../components/account/session/carried-toast'
import { connectToaster, type ToastSink } from '../../lib/toast/show-toast'

const stored = new Map<string, string>()
const sessionStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
}

/** On a page whose document loaded at `loadedAt` (ms since the epoch; performance.timeOrigin). */
function at(url: string, loadedAt = Date.now()) {
  vi.stubGlobal('window', { location: new URL(url), sessionStorage })
  vi.stubGlobal('performance', { timeOrigin: loadedAt })
}

let sink: ToastSink & { create: ReturnType<typeof vi.fn<ToastSink['create']>> }
let disconnect: () => void

beforeEach(() => {
  stored.clear()
  sink = { create: vi.fn<ToastSink['create']>(), remove: vi.fn(), pause: vi.fn() }
  disconnect = connectToaster(sink)
})

afterEach(() => {
  disconnect()
  vi.unstubAllGlobals()
})

const DENIED = { type: 'error', title: 'Access Denied', description: 'Please log in to view this page' } as const

describe('a toast carried across a document navigation', () => {
  it('shows once on the page it was meant for', () => {
    at('http://127.0.0.1/garage')
    carryToast('/login?redirect=%2Fgarage', DENIED)
    expect(sink.create).not.toHaveBeenCalled()

    at('http://127.0.0.1/login?redirect=%2Fgarage')
    showCarriedToast()
    expect(sink.create).toHaveBeenCalledWith(DENIED)
    showCarriedToast() // a second island starting on the same page, or a reload
    expect(sink.create).toHaveBeenCalledTimes(1)
  })

  it('stays while the page that carried it is still there (another island of it starting), then shows on its page', () => {
    at('http://127.0.0.1/garage', Date.now() - 1000)
    carryToast('/login?redirect=%2Fgarage', DENIED)
    showCarriedToast() // the header's account island hydrating on /garage while the navigation is under way
    expect(sink.create).not.toHaveBeenCalled()
    at('http://127.0.0.1/login?redirect=%2Fgarage')
    showCarriedToast()
    expect(sink.create).toHaveBeenCalledWith(DENIED)
  })

  it('is dropped on any other page (the navigation never happened, the visitor went elsewhere)', () => {
    at('http://127.0.0.1/garage', Date.now() - 1000)
    carryToast('/login', DENIED)
    at('http://127.0.0.1/services', Date.now() + 1)
    showCarriedToast()
    at('http://127.0.0.1/login')
    showCarriedToast()
    expect(sink.create).not.toHaveBeenCalled()
  })

  it('ignores what it did not write (another version, a hand-edited value)', () => {
    at('http://127.0.0.1/login')
    for (const raw of ['{', 'null', '{"path":"/login"}', '{"path":"/login","toast":{"type":"boom","title":"x"}}']) {
      stored.set('auth:carried-toast', raw)
      expect(() => showCarriedToast()).not.toThrow()
    }
    expect(sink.create).not.toHaveBeenCalled()
  })
})
