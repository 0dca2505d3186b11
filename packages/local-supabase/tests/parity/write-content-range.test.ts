// What PostgREST answers to a write, header by header, on both engines. From PostgREST's source
// (https://github.com/PostgREST/postgrest, read at 4834678902681402a56c490f29947826e7ed5308):
// - src/library/PostgREST/Query/Statements.hs mainWrite counts the rows the statement returned
//   (SqlFragment.hs returningF: "RETURNING 1" when nothing is selected), so a row a before-row
//   trigger returned NULL for is not counted;
// - src/library/PostgREST/Response.hs actionResponse: an insert or a delete answers
//   Content-Range "*/<count>" (an update "0-<n-1>/<count>"), the count only with count=exact or
//   count=estimated (ApiRequest/Preferences.hs shouldCount), "*" otherwise; RangeQuery.hs
//   contentRangeH drops the range when the count is 0;
// - src/library/PostgREST/MainTx.hs failNotSingular: a singular Accept on any write whose count
//   is not 1 is rolled back and answered 406 (PGRST116), return=minimal included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../src/server'
import { ENGINES, startTestBackend } from '../../src/testing/engines'
import { uniqueEmail } from '../../src/testing/clients'

describe.each(ENGINES)('PostgREST write answers on %s', (engine) => {
  let backend: RunningBackend

  const write = (method: string, path: string, prefer: string, body?: unknown, accept?: string) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      method,
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        ...(prefer ? { Prefer: prefer } : {}),
        ...(accept ? { Accept: accept } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    // A row this test's database skips in a before-row trigger, as a guard that returns NULL would.
    await backend.query(`create function public.skip_probe() returns trigger language plpgsql as $$ begin return null; end $$`)
    await backend.query(`create trigger skip_probe before insert on public.leads for each row when (new.email like 'skip.%') execute function public.skip_probe()`)
  })
  afterAll(() => backend?.close())

  it.each([
    ['return=minimal', '*/*'],
    ['return=minimal, count=exact', '*/1'],
    ['count=estimated', '*/1'],
    ['count=planned', '*/*'],
  ])('an insert with Prefer: %s answers 201 and Content-Range %s', async (prefer, range) => {
    const response = await write('POST', 'leads', prefer, { email: uniqueEmail('range') })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-range')).toBe(range)
  })

  it('a row a before-row trigger skipped is not counted', async () => {
    const response = await write('POST', 'leads', 'count=exact', { email: uniqueEmail('skip.') })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-range')).toBe('*/0')
  })

  it('a singular Accept on an insert that wrote no row is 406 (PGRST116), even with return=minimal', async () => {
    const response = await write('POST', 'leads', 'return=minimal', { email: uniqueEmail('skip.') }, 'application/vnd.pgrst.object+json')
    expect(response.status).toBe(406)
    expect(await response.json()).toMatchObject({ code: 'PGRST116' })
    const stored = await write('POST', 'leads', 'return=minimal', { email: uniqueEmail('single') }, 'application/vnd.pgrst.object+json')
    expect(stored.status).toBe(201)
  })

  it('an update answers 0-<n-1>, a delete */<n>', async () => {
    const email = uniqueEmail('update')
    expect((await write('POST', 'leads', '', { email })).status).toBe(201)
    const filter = `leads?email=eq.${encodeURIComponent(email)}`
    const counted = await write('PATCH', filter, 'count=exact', { email: email.toUpperCase() })
    expect([counted.status, counted.headers.get('content-range')]).toEqual([204, '0-0/1'])
    const uncounted = await write('PATCH', `leads?email=eq.${encodeURIComponent(email.toUpperCase())}`, '', { email })
    expect([uncounted.status, uncounted.headers.get('content-range')]).toEqual([204, '0-0/*'])
    const none = await write('PATCH', 'leads?email=eq.nobody%40example.com', 'count=exact', { email })
    expect(none.headers.get('content-range')).toBe('*/0')
    const removed = await write('DELETE', filter, 'count=exact')
    expect([removed.status, removed.headers.get('content-range')]).toEqual([204, '*/1'])
  })
})
