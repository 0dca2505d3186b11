// Every supabase-js call the site makes (components/account/session/auth-api.ts, components/garage/garage-api.ts,
// the lead forms), made by the real supabase-js client against the local backend, on both engines.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, SITE_URL, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient, followMailLink, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

describe.each(ENGINES)('supabase-js contract on %s', (engine) => {
  let backend: RunningBackend
  let anon: SupabaseClient

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    anon = createTestClient(backend)
  })
  afterAll(() => backend?.close())

  describe('sign-up', () => {
    it('creates an unconfirmed user, mails a confirmation link and a profile with full_name', async () => {
      const email = uniqueEmail('signup')
      const { data, error } = await anon.auth.signUp({
        email,
        password: 'long enough password',
        options: { data: { full_name: 'Dana Detail' }, emailRedirectTo: `${SITE_URL}/garage` },
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user?.email).toBe(email)
      expect(data.user?.identities).toHaveLength(1)
      expect(data.user?.user_metadata.full_name).toBe('Dana Detail')

      const profiles = await backend.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [data.user!.id])
      expect(profiles).toEqual([{ full_name: 'Dana Detail' }])

      const mails = await mailsTo(backend, email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toMatch(/confirm/i)
      const { location, fragment } = await followMailLink(mails[0]!.links[0]!)
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/garage`)
      expect(fragment.get('type')).toBe('signup')
      expect(fragment.get('token_type')).toBe('bearer')
      expect(fragment.get('access_token')).toBeTruthy()
      expect(fragment.get('refresh_token')).toBeTruthy()
      expect(Number(fragment.get('expires_in'))).toBe(3600)
      expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000)
    })

    it('refuses to sign in before the e-mail is confirmed', async () => {
      const email = uniqueEmail('unconfirmed')
      await anon.auth.signUp({ email, password: 'long enough password' })
      const { data, error } = await createTestClient(backend).auth.signInWithPassword({ email, password: 'long enough password' })
      expect(data.session).toBeNull()
      expect(error?.code).toBe('email_not_confirmed')
      expect(error?.message).toBe('Email not confirmed')
      expect(error?.status).toBe(400)
    })

    it('answers a duplicate sign-up with a user whose identities list is empty', async () => {
      const existing = await createConfirmedUser(backend)
      const { data, error } = await createTestClient(backend).auth.signUp({ email: existing.email, password: 'another password' })
      expect(error).toBeNull()
      expect(data.user?.identities).toEqual([])
      expect(data.user?.id).not.toBe(existing.id)
      expect(data.session).toBeNull()
    })

    it('rejects a password shorter than 8 characters as a weak password', async () => {
      const { error } = await anon.auth.signUp({ email: uniqueEmail('weak'), password: 'short' })
      expect(error?.name).toBe('AuthWeakPasswordError')
      expect(error?.code).toBe('weak_password')
      expect(error?.status).toBe(422)
    })
  })

  describe('sessions', () => {
    it('signs in, reads the current user, and refuses a wrong password', async () => {
      const user = await createConfirmedUser(backend, { fullName: 'Sam Shine' })
      const client = createTestClient(backend)
      const signIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
      expect(signIn.error).toBeNull()
      expect(signIn.data.session?.token_type).toBe('bearer')
      expect(signIn.data.user?.id).toBe(user.id)

      const current = await client.auth.getUser()
      expect(current.error).toBeNull()
      expect(current.data.user?.email).toBe(user.email)
      expect(current.data.user?.user_metadata.full_name).toBe('Sam Shine')

      const wrong = await createTestClient(backend).auth.signInWithPassword({ email: user.email, password: 'not the password' })
      expect(wrong.error?.code).toBe('invalid_credentials')
      expect(wrong.error?.message).toBe('Invalid login credentials')
      expect(wrong.error?.status).toBe(400)

      const unknown = await createTestClient(backend).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever123' })
      expect(unknown.error?.code).toBe('invalid_credentials')
    })

    // GoTrue's RefreshTokenGrant (https://github.com/supabase/auth/blob/master/internal/tokens/service.go):
    // replaying the parent of the session's active token returns that active token,
    // so a client that lost the answer (or a second tab) stays signed in.
    it('rotates refresh tokens, and a replay of the previous one gets the active token back', async () => {
      const user = await createConfirmedUser(backend)
      const { data: first } = await user.client.auth.getSession()
      const oldToken = first.session!.refresh_token

      const refreshed = await user.client.auth.refreshSession()
      expect(refreshed.error).toBeNull()
      const newToken = refreshed.data.session!.refresh_token
      expect(newToken).not.toBe(oldToken)
      expect(refreshed.data.session!.access_token).toBeTruthy()

      const replay = await createTestClient(backend).auth.refreshSession({ refresh_token: oldToken })
      expect(replay.error).toBeNull()
      expect(replay.data.session?.refresh_token).toBe(newToken)

      const next = await createTestClient(backend).auth.refreshSession({ refresh_token: newToken })
      expect(next.error).toBeNull()
      expect(next.data.session?.refresh_token).not.toBe(newToken)
    })

    it('sign-out revokes the session: its refresh token and access token stop working', async () => {
      const user = await createConfirmedUser(backend)
      const { data } = await user.client.auth.getSession()
      const { access_token: accessToken, refresh_token: refreshToken } = data.session!

      const { error } = await user.client.auth.signOut()
      expect(error).toBeNull()
      expect((await user.client.auth.getSession()).data.session).toBeNull()

      const refresh = await createTestClient(backend).auth.refreshSession({ refresh_token: refreshToken })
      expect(refresh.error?.code).toBe('refresh_token_not_found')
      const current = await createTestClient(backend).auth.getUser(accessToken)
      expect(current.data.user).toBeNull()
      expect(current.error).not.toBeNull()
    })
  })

  describe('password recovery', () => {
    it('mails a link to /reset-password that signs in for PASSWORD_RECOVERY and lets the user set a new password', async () => {
      const user = await createConfirmedUser(backend)
      const { error } = await anon.auth.resetPasswordForEmail(user.email, { redirectTo: `${SITE_URL}/reset-password` })
      expect(error).toBeNull()

      const [mail] = await mailsTo(backend, user.email)
      expect(mail!.subject).toMatch(/reset/i)
      const { location, fragment } = await followMailLink(mail!.links[0]!)
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/reset-password`)
      expect(fragment.get('type')).toBe('recovery')

      const browser = createTestClient(backend)
      const session = await browser.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      })
      expect(session.error).toBeNull()
      const update = await browser.auth.updateUser({ password: 'a brand new password' })
      expect(update.error).toBeNull()

      const withNew = await createTestClient(backend).auth.signInWithPassword({ email: user.email, password: 'a brand new password' })
      expect(withNew.error).toBeNull()
      const withOld = await createTestClient(backend).auth.signInWithPassword({ email: user.email, password: user.password })
      expect(withOld.error?.code).toBe('invalid_credentials')

      // The link is single use.
      const again = await followMailLink(mail!.links[0]!)
      expect(again.fragment.get('error_code')).toBe('otp_expired')
    })

    it('answers the same for an unknown address and mails nothing', async () => {
      const email = uniqueEmail('stranger')
      const { data, error } = await anon.auth.resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/reset-password` })
      expect(error).toBeNull()
      expect(data).toEqual({})
      expect(await mailsTo(backend, email)).toEqual([])
    })

    it('falls back to the site /reset-password when redirect_to points elsewhere', async () => {
      const user = await createConfirmedUser(backend)
      await anon.auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/steal' })
      const [mail] = await mailsTo(backend, user.email)
      const { location } = await followMailLink(mail!.links[0]!)
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/reset-password`)
    })
  })

  describe('data', () => {
    it('reads the own profile with .single()', async () => {
      const user = await createConfirmedUser(backend, { fullName: 'Pat Polish' })
      const { data, error, status } = await user.client.from('profiles').select('full_name').eq('id', user.id).single()
      expect(error).toBeNull()
      expect(status).toBe(200)
      expect(data).toEqual({ full_name: 'Pat Polish' })
    })

    it('answers PGRST116 (406) when .single() finds no row', async () => {
      const user = await createConfirmedUser(backend)
      const { data, error, status } = await user.client.from('profiles').select('full_name').eq('id', '00000000-0000-0000-0000-000000000000').single()
      expect(data).toBeNull()
      expect(status).toBe(406)
      expect(error?.code).toBe('PGRST116')
    })

    it('inserts a chat lead as an anonymous visitor', async () => {
      const email = uniqueEmail('chat')
      const { error, status } = await anon.from('chatbot_leads').insert({
        name: 'Chris Chat',
        email,
        phone: '(281) 555-0100',
        vehicle_type: 'SUV',
        service_interest: 'Ceramic Coating',
      })
      expect(error).toBeNull()
      expect(status).toBe(201)
      const rows = await backend.query('select name, phone from public.chatbot_leads where email = $1', [email])
      expect(rows).toEqual([{ name: 'Chris Chat', phone: '(281) 555-0100' }])
    })

    it('inserts a lead, and the same e-mail again (any case) fails with 23505', async () => {
      const email = uniqueEmail('lead')
      const first = await anon.from('leads').insert({ email })
      expect(first.error).toBeNull()
      expect(first.status).toBe(201)
      const again = await anon.from('leads').insert({ email: email.toUpperCase() })
      expect(again.error?.code).toBe('23505')
      expect(again.status).toBe(409)
      expect(await backend.query('select 1 from public.leads where lower(email) = $1', [email])).toHaveLength(1)
    })

    it('does not let an anonymous visitor read leads back (insert().select() is refused)', async () => {
      const { data, error } = await anon
        .from('leads')
        .insert({ email: uniqueEmail('peek') })
        .select()
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    })
  })

  describe('send-discount-email function', () => {
    it('mails the code once to a new sign-up, and answers a repeat request with a reminder that carries no code', async () => {
      const email = uniqueEmail('discount')
      // As the site's popup does: the lead first, then the function (components/engagement/discount/submit.ts).
      expect((await anon.from('leads').insert({ email })).error).toBeNull()
      const first = await anon.functions.invoke('send-discount-email', { body: { email } })
      expect(first.error).toBeNull()
      expect(first.data).toEqual({ sent: true, alreadySent: false })

      const mails = await mailsTo(backend, email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toMatch(/10%/)
      const code = /FIRST10-[A-Z0-9]{8}/.exec(mails[0]!.text)?.[0]
      expect(code).toBeTruthy()

      const second = await anon.functions.invoke('send-discount-email', { body: { email: email.toUpperCase() } })
      expect(second.error).toBeNull()
      expect(second.data).toEqual({ sent: true, alreadySent: true })
      const after = await mailsTo(backend, email)
      expect(after).toHaveLength(2)
      const codesMailed = after.flatMap((mail) => mail.text.match(/FIRST10-[A-Z0-9]{8}/g) ?? [])
      expect(codesMailed).toEqual([code])
    })

    it('answers 400 with a JSON error for an invalid e-mail', async () => {
      const { error } = await anon.functions.invoke('send-discount-email', { body: { email: 'not-an-email' } })
      expect(error?.name).toBe('FunctionsHttpError')
      const response = (error as { context: Response }).context
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_email' })
    })
  })
})
