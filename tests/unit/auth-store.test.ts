// The page's auth session (components/account/session/auth-store.ts) without React: what every island
// reads. The browser parts it touches (location, history) are stubbed per test; the auth
// service is the in-memory fake the stories use.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthSession, LOADING, pageAuth } from '../../components/account/session/auth-store'
import { useAuth } from '../../components/account/session/useAuth'
import { trackQueryClient, type UserCache } from '../../lib/query/user-cache'
import { fakeAuthApi, fakeSession, MARIA, type FakeAuthOptions } from '../fixtures/auth/fake-auth'

function stubBrowser(url = 'http://127.0.0.1/garage') {
  const location = new URL(url)
  const replaceState = vi.fn((_state: unknown, _title: string, next: string) => {
    location.href = next
  })
  vi.stubGlobal('window', { location, history: { state: null, replaceState } })
  return { location, replaceState }
}

/**
 * A fake service that counts subscriptions. `silent`: subscribing emits nothing, the test plays
 * supabase-js's events itself (listenerOf).
 */
function countingApi(options: FakeAuthOptions = {}, { silent = false } = {}) {
  const api = fakeAuthApi(options)
  const subscribe = vi.fn(silent ? async () => () => {} : api.subscribe)
  return { api: { ...api, subscribe }, subscribe }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('auth session: started once per page by whichever island reads it first', () => {
  it('a certain guest (nothing stored, no e-mailed link) is signed out without loading supabase-js', () => {
    stubBrowser()
    const { api, subscribe } = countingApi({ session: null })
    const session = createAuthSession(api)
    expect(session.store.getState()).toEqual(LOADING)
    session.start()
    expect(session.store.getState()).toEqual({ status: 'signedOut', recovery: false, linkError: null })
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('two islands starting it subscribe once, and both read the same signed-in state', async () => {
    stubBrowser()
    const { api, subscribe } = countingApi({ session: fakeSession() })
    const session = createAuthSession(api)
    session.start() // the header's account slot
    session.start() // the login panel
    await session.connect() // an action in a third island
    expect(subscribe).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(session.store.getState().status).toBe('signedIn'))
  })

  it('a returning user is loading with the stored hint until the client answers', async () => {
    stubBrowser()
    const { api } = countingApi({ session: fakeSession() })
    const session = createAuthSession(api)
    session.start()
    expect(session.store.getState()).toEqual({ status: 'loading', hint: { email: MARIA.email, fullName: MARIA.fullName }, recovery: false })
    await vi.waitFor(() => {
      const state = session.store.getState()
      expect(state.status === 'signedIn' && state.user.email).toBe(MARIA.email)
    })
  })

  it('a password-reset link gives a recovery session, and signing out ends it', async () => {
    stubBrowser('http://127.0.0.1/reset-password#access_token=x&type=recovery')
    const { api } = countingApi({ session: null }, { silent: true })
    const session = createAuthSession(api)
    session.start()
    expect(session.store.getState().status).toBe('loading')
    // The link's session as supabase-js reports it after reading the fragment.
    const listener = await listenerOf(api.subscribe as ReturnType<typeof vi.fn>)
    listener('INITIAL_SESSION', fakeSession())
    expect(session.store.getState()).toMatchObject({ status: 'signedIn', recovery: true })
    listener('TOKEN_REFRESHED', fakeSession())
    expect(session.store.getState()).toMatchObject({ status: 'signedIn', recovery: true })
    listener('SIGNED_OUT', null)
    listener('SIGNED_IN', fakeSession())
    expect(session.store.getState()).toMatchObject({ status: 'signedIn', recovery: false })
  })

  it('an expired link is signed out with the link error, and the bare "#" supabase-js leaves is dropped', async () => {
    const { location, replaceState } = stubBrowser('http://127.0.0.1/reset-password#error=access_denied&error_description=Email+link+is+invalid+or+has+expired')
    const { api, subscribe } = countingApi({ session: null })
    const session = createAuthSession(api)
    session.start()
    expect(subscribe).toHaveBeenCalledTimes(1)
    location.href = 'http://127.0.0.1/reset-password#' // supabase-js empties the fragment; "#" stays
    expect(location.href.endsWith('#')).toBe(true)
    await vi.waitFor(() => expect(session.store.getState()).toEqual({ status: 'signedOut', recovery: false, linkError: 'Email link is invalid or has expired' }))
    expect(replaceState).toHaveBeenCalledWith(null, '', 'http://127.0.0.1/reset-password')
  })

  it('a client that cannot load leaves a guest, and the next action tries again', async () => {
    stubBrowser()
    const { api, subscribe } = countingApi({ session: fakeSession() })
    subscribe.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    const session = createAuthSession(api)
    session.start()
    await vi.waitFor(() => expect(session.store.getState()).toEqual({ status: 'signedOut', recovery: false, linkError: null }))
    await session.connect()
    expect(subscribe).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(session.store.getState().status).toBe('signedIn'))
  })

  it('tells the query clients about every event, after the callback has returned', async () => {
    stubBrowser()
    const client: UserCache = { removeQueries: vi.fn(), invalidateQueries: vi.fn(async () => {}) }
    const untrack = trackQueryClient(client)
    try {
      const { api } = countingApi({ session: fakeSession() }, { silent: true })
      const session = createAuthSession(api)
      session.start()
      const listener = await listenerOf(api.subscribe as ReturnType<typeof vi.fn>)
      listener('SIGNED_OUT', null)
      // Not inside supabase-js's callback (its lock is still held there).
      expect(client.removeQueries).not.toHaveBeenCalled()
      await vi.waitFor(() => expect(client.removeQueries).toHaveBeenCalledWith({ queryKey: ['user'] }))
      listener('SIGNED_IN', fakeSession())
      await vi.waitFor(() => expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['user', MARIA.id, 'profile'] }))
    } finally {
      untrack()
    }
  })

  it('stop() drops a subscription that arrives afterwards; a later start() begins again', async () => {
    stubBrowser()
    let resolve: (off: () => void) => void = () => {}
    const off = vi.fn()
    const { api, subscribe } = countingApi({ session: fakeSession() })
    subscribe.mockImplementationOnce(() => new Promise((r) => (resolve = r)))
    const session = createAuthSession(api)
    session.start()
    session.stop()
    expect(session.store.getState()).toEqual(LOADING)
    resolve(off)
    await vi.waitFor(() => expect(off).toHaveBeenCalledTimes(1))
    session.start()
    expect(subscribe).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(session.store.getState().status).toBe('signedIn'))
  })
})

describe('the page session on the server (prerender)', () => {
  it('never starts: no window, the state stays LOADING', () => {
    pageAuth.start()
    expect(pageAuth.store.getState()).toEqual(LOADING)
  })

  it('useAuth() needs no provider: it renders the LOADING state the client hydrates from', () => {
    function Probe() {
      const { state, connect, navigate } = useAuth()
      return createElement('p', null, `${state.status} ${typeof connect} ${typeof navigate}`)
    }
    expect(renderToString(createElement(Probe))).toBe('<p>loading function function</p>')
  })
})

/** The listener the session registered with the fake service's subscribe spy. */
async function listenerOf(subscribe: ReturnType<typeof vi.fn>) {
  await vi.waitFor(() => expect(subscribe).toHaveBeenCalled())
  return subscribe.mock.calls[0]?.[0] as Parameters<ReturnType<typeof fakeAuthApi>['subscribe']>[0]
}
