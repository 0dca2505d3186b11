// Hosted GoTrue's sessions: refresh-token rotation and reuse, logout scopes, and
// what a password change does to other sessions, through supabase-js on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, SITE_URL, startTestBackend } from '../../src/testing/engines'
import { createConfirmedUser, createTestClient, followMailLink, mailsTo } from '../../src/testing/clients'

async function signedInTwice(backend: RunningBackend) {
  const user = await createConfirmedUser(backend)
  const other = createTestClient(backend)
  const signIn = await other.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signIn.error) throw signIn.error
  const refreshTokenOf = async (client: typeof other) => (await client.auth.getSession()).data.session!.refresh_token
  return { user, other, refreshTokenOf }
}

describe.each(ENGINES)('GoTrue session parity on %s', (engine) => {
  let backend: RunningBackend
  // refresh_token_reuse_interval 0 (GoTrue's own default when unset): replays are detected at once.
  let strict: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    strict = await startTestBackend(engine, { refreshTokenReuseIntervalSeconds: 0 })
  })
  afterAll(async () => {
    await backend?.close()
    await strict?.close()
  })

  const refresh = (target: RunningBackend, token: string) => createTestClient(target).auth.refreshSession({ refresh_token: token })

  // https://github.com/supabase/auth/blob/master/internal/tokens/service.go (RefreshTokenGrant):
  // the token swap revokes the used token and issues its child.
  it('rotates: each refresh returns a new refresh token', async () => {
    const user = await createConfirmedUser(backend)
    const first = (await user.client.auth.getSession()).data.session!.refresh_token
    const second = await refresh(backend, first)
    expect(second.error).toBeNull()
    expect(second.data.session!.refresh_token).not.toBe(first)
    const third = await refresh(backend, second.data.session!.refresh_token)
    expect(third.error).toBeNull()
    expect(third.data.session!.refresh_token).not.toBe(second.data.session!.refresh_token)
  })

  // service.go: "Token was revoked, but it's the parent of the currently active one ... we
  // return back the active refresh token instead of creating a new one."
  it('20 tabs refreshing one token at once all stay signed in with the same new token', async () => {
    const user = await createConfirmedUser(backend)
    const token = (await user.client.auth.getSession()).data.session!.refresh_token
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(backend, token)))
    expect(results.map((result) => result.error?.code ?? null)).toEqual(Array(20).fill(null))
    const issued = new Set(results.map((result) => result.data.session!.refresh_token))
    expect(issued.size).toBe(1)
    const [active] = issued
    const next = await refresh(backend, active!)
    expect(next.error).toBeNull()
  })

  // service.go: a revoked token that is not the active one's parent may still be used
  // within refresh_token_reuse_interval (10 s on hosted) of its revocation.
  it('within the reuse interval an older rotated token still gets a session', async () => {
    const user = await createConfirmedUser(backend)
    const a = (await user.client.auth.getSession()).data.session!.refresh_token
    const b = (await refresh(backend, a)).data.session!.refresh_token
    await refresh(backend, b)
    const late = await refresh(backend, a)
    expect(late.error).toBeNull()
    expect(late.data.session?.access_token).toBeTruthy()
  })

  // service.go: after the interval, RevokeTokenFamily + "Invalid Refresh Token: Already Used" (400).
  it('after the reuse interval a replayed token is refused and revokes the family', async () => {
    const user = await createConfirmedUser(strict)
    const a = (await user.client.auth.getSession()).data.session!.refresh_token
    const b = (await refresh(strict, a)).data.session!.refresh_token
    const c = (await refresh(strict, b)).data.session!.refresh_token

    const replay = await refresh(strict, a)
    expect(replay.error?.status).toBe(400)
    expect(replay.error?.code).toBe('refresh_token_already_used')
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used')
    const afterReplay = await refresh(strict, c)
    expect(afterReplay.error?.code).toBe('refresh_token_already_used')
  })

  // https://github.com/supabase/auth/blob/master/internal/api/logout.go: scope global (default), local, others.
  it('signOut({ scope: "others" }) ends the other sessions only; "local" ends this one', async () => {
    const { user, other, refreshTokenOf } = await signedInTwice(backend)
    const otherToken = await refreshTokenOf(other)
    expect((await user.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await refresh(backend, otherToken)).error?.code).toBe('refresh_token_not_found')
    const mine = await refreshTokenOf(user.client)
    const stillMine = await refresh(backend, mine)
    expect(stillMine.error).toBeNull()

    const again = createTestClient(backend)
    await again.auth.setSession({ access_token: stillMine.data.session!.access_token, refresh_token: stillMine.data.session!.refresh_token })
    const beforeLocal = await refreshTokenOf(again)
    expect((await again.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await refresh(backend, beforeLocal)).error?.code).toBe('refresh_token_not_found')
  })

  it('signOut() (global) ends every session of the user', async () => {
    const { user, other, refreshTokenOf } = await signedInTwice(backend)
    const otherToken = await refreshTokenOf(other)
    const mine = await refreshTokenOf(user.client)
    expect((await user.client.auth.signOut()).error).toBeNull()
    expect((await refresh(backend, otherToken)).error?.code).toBe('refresh_token_not_found')
    expect((await refresh(backend, mine)).error?.code).toBe('refresh_token_not_found')
  })

  // https://github.com/supabase/auth/blob/master/internal/models/user.go (UpdatePassword):
  // recovery tokens are cleared and every session but the current one is logged out.
  it('a password change ends the other sessions and voids an outstanding recovery link', async () => {
    const { user, other, refreshTokenOf } = await signedInTwice(backend)
    await createTestClient(backend).auth.resetPasswordForEmail(user.email, { redirectTo: `${SITE_URL}/reset-password` })
    const [recoveryMail] = await mailsTo(backend, user.email)
    expect(recoveryMail!.subject).toMatch(/reset/i)
    const otherToken = await refreshTokenOf(other)

    expect((await user.client.auth.updateUser({ password: 'a changed password' })).error).toBeNull()

    expect((await refresh(backend, otherToken)).error?.code).toBe('refresh_token_not_found')
    // GoTrue answers 403 session_not_found; auth-js turns that into a signed-out client.
    const otherUser = await other.auth.getUser()
    expect(otherUser.data.user).toBeNull()
    expect(otherUser.error).not.toBeNull()
    const mine = await refresh(backend, await refreshTokenOf(user.client))
    expect(mine.error).toBeNull()
    const link = await followMailLink(recoveryMail!.links[0]!)
    expect(link.fragment.get('error_code')).toBe('otp_expired')
  })
})
