// Bodies built to crash a server: deep nesting and NUL characters. Each gets a
// 4xx in the shape the original service uses, never a 500, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { createTestClient, uniqueEmail } from '../../src/testing/clients'
import { ticketLeadsByDefault } from '../form-tickets'

/** `{"a":{"a":...}}` nested `depth` levels around `inner`. */
function nested(depth: number, inner = '1'): string {
  return '{"a":'.repeat(depth) + inner + '}'.repeat(depth)
}

describe.each(ENGINES)('hostile bodies on %s', (engine) => {
  let backend: RunningBackend

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
  })
  afterAll(() => backend?.close())

  const post = (path: string, body: string) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body,
    })

  // PostgREST refuses a body it cannot use with PGRST102 "Empty or invalid json" (400)
  // (https://docs.postgrest.org/en/stable/references/errors.html), however deep the nesting.
  it('a REST insert nested 50,000 deep is 400 PGRST102', async () => {
    const response = await post('/rest/v1/leads', `[{"email":"deep@example.com","x":${nested(50_000)}}]`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
    expect(await backend.query("select 1 from public.leads where email = 'deep@example.com'")).toEqual([])
  })

  // GoTrue decodes with Go's encoding/json, which stops at a nesting depth limit and answers
  // 400 bad_json "Could not parse request body as JSON: ..."
  // (https://github.com/supabase/auth/blob/master/internal/api/helpers.go, retrieveRequestParams).
  it('sign-up data nested 50,000 deep is 400 bad_json', async () => {
    const email = uniqueEmail('deep')
    const response = await post('/auth/v1/signup', `{"email":"${email}","password":"long enough password","data":${nested(50_000)}}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: 'bad_json' })
    expect(await backend.query('select 1 from auth.users where email = $1', [email])).toEqual([])
  })

  it('ordinary nesting (a few levels) still works', async () => {
    const { error } = await createTestClient(backend).auth.signUp({
      email: uniqueEmail('shallow'),
      password: 'long enough password',
      options: { data: { full_name: 'Nested Ned', prefs: { car: { colour: 'red' } } } },
    })
    expect(error).toBeNull()
  })

  // GoTrue validates the address format first (400 validation_failed, internal/api/mail.go validateEmail);
  // a NUL in metadata reaches Postgres there and fails, here it is refused up front with 400.
  it('NUL characters in sign-up e-mail or metadata are 400 validation_failed; in the password they are fine', async () => {
    const inEmail = await post('/auth/v1/signup', JSON.stringify({ email: `nul\u0000${uniqueEmail('x')}`, password: 'long enough password' }))
    expect(inEmail.status).toBe(400)
    expect(await inEmail.json()).toMatchObject({ error_code: 'validation_failed' })

    const email = uniqueEmail('nulmeta')
    const inData = await post('/auth/v1/signup', JSON.stringify({ email, password: 'long enough password', data: { full_name: 'a\u0000b' } }))
    expect(inData.status).toBe(400)
    expect(await inData.json()).toMatchObject({ error_code: 'validation_failed' })
    expect(await backend.query('select 1 from auth.users where email = $1', [email])).toEqual([])

    const inKey = await post('/auth/v1/signup', JSON.stringify({ email: uniqueEmail('nulkey'), password: 'long enough password', data: { 'a\u0000': 1 } }))
    expect(inKey.status).toBe(400)

    const inPassword = await createTestClient(backend).auth.signUp({ email: uniqueEmail('nulpass'), password: 'long\u0000enough password' })
    expect(inPassword.error).toBeNull()
  })

  // PostgREST hands the body to Postgres, which refuses U+0000 in text: 22P05 -> 400.
  it('a NUL in a REST insert is a 400', async () => {
    const response = await post('/rest/v1/chatbot_leads', JSON.stringify({ name: 'Nul\u0000Name', email: uniqueEmail('nulrest') }))
    expect(response.status).toBe(400)
  })
})
