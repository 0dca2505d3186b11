// Sign-ups carry the forms' bot guard: with [auth.hook.before_user_created] enabled (as
// supabase/config.toml does, so npm start and the e2e backend run it), a sign-up without a form
// ticket, with a fresh one, a used one or with a filled honeypot is refused with the hook's reason-free
// 400, stores no user and sends no mail; a person's sign-up goes through and keeps neither
// field. https://supabase.com/docs/guides/auth/auth-hooks/before-user-created-hook
// docs/decisions/144-bot-proof-forms.md
import type { SupabaseClient } from '@supabase/supabase-js'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { beforeUserCreatedHookFromConfig, readTomlTables } from 'local-supabase/auth/auth-config'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createTestClient, mailsTo, uniqueEmail } from 'local-supabase/testing/clients'

const hook = beforeUserCreatedHookFromConfig(readTomlTables(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')))

describe.each(ENGINES)('sign-up guard on %s', (engine) => {
  let backend: RunningBackend
  let service: SupabaseClient
  const ticket = async (seconds: number) => (await service.rpc('form_ticket_backdated', { p_seconds: seconds })).data as string
  const signUp = (email: string, data: Record<string, unknown>) => createTestClient(backend).auth.signUp({ email, password: 'long enough 1', options: { data } })

  beforeAll(async () => {
    expect(hook).toBe('pg-functions://postgres/public/hook_before_user_created')
    backend = await startTestBackend(engine, { beforeUserCreatedHook: hook })
    service = createTestClient(backend, backend.serviceRoleKey)
  })
  afterAll(() => backend?.close())

  it.each([
    ['no form ticket', async () => ({ full_name: 'Bot' })],
    ['a ticket asked for a second ago', async () => ({ full_name: 'Bot', website: '', form_ticket: await ticket(1) })],
    ['a filled honeypot', async () => ({ full_name: 'Bot', website: 'https://spam.example', form_ticket: await ticket(60) })],
  ])('%s: 400 without a reason, no user, no mail', async (_, data) => {
    const email = uniqueEmail('bot')
    const { error } = await signUp(email, await data())
    expect(error).toMatchObject({ status: 400, message: 'Sign-up is not available right now.' })
    expect(await backend.query('select 1 from auth.users where email = $1', [email])).toEqual([])
    expect(await mailsTo(backend, email)).toEqual([])
  })

  it("a person's sign-up goes through, and the account keeps neither field", async () => {
    const email = uniqueEmail('person')
    const { error } = await signUp(email, { full_name: 'Pat', website: '', form_ticket: await ticket(60) })
    expect(error).toBeNull()
    const [row] = await backend.query<{ meta: Record<string, unknown> }>('select raw_user_meta_data as meta from auth.users where email = $1', [email])
    expect(row!.meta).toEqual({ full_name: 'Pat' })
    expect(await mailsTo(backend, email)).toHaveLength(1)
  })

  it('one ticket opens one account: a second address with the same ticket is refused', async () => {
    const once = await ticket(60)
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')]
    expect((await signUp(first, { full_name: 'Pat', website: '', form_ticket: once })).error).toBeNull()
    const { error } = await signUp(second, { full_name: 'Pat', website: '', form_ticket: once })
    expect(error).toMatchObject({ status: 400, message: 'Sign-up is not available right now.' })
    expect(await backend.query('select 1 from auth.users where email = $1', [second])).toEqual([])
    expect(await mailsTo(backend, second)).toEqual([])
  })
})
