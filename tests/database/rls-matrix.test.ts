// The RLS matrix: for every table, for an anonymous visitor, the owner and
// another signed-in user, what select, insert, update and delete do. Each cell
// runs against freshly reset rows and checks the database afterwards, so a
// "denied" cell also proves nothing changed.
import type { SupabaseClient } from '@supabase/supabase-js'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningBackend } from 'local-supabase'
import { ENGINES, startTestBackend } from 'local-supabase/testing/engines'
import { createConfirmedUser, createTestClient } from 'local-supabase/testing/clients'
import { ticketLeadsByDefault } from './support/form-tickets'

type Actor = 'anon' | 'owner' | 'other'
type Operation = 'select' | 'insert' | 'update' | 'delete'
/**
 * allowed: the operation takes effect (select sees the owner's row).
 * error:   Postgres refuses with 42501 (no grant, or a WITH CHECK failure).
 * nothing: no error, but no row is visible or affected (RLS filtered it out).
 */
type Outcome = 'allowed' | 'error' | 'nothing'

const ROW_ID = '00000000-0000-4000-8000-000000000001'
const VEHICLE_ID = '00000000-0000-4000-8000-0000000000aa'

interface TableCase {
  table: string
  /** The row an insert attempts; `owner` is the owner's user id. */
  newRow(owner: string): Record<string, unknown>
  /** A change an update attempts, and how to see it took effect. */
  change: Record<string, unknown>
  /** Selects, updates and deletes target this row (the owner's, where rows have owners). */
  key(owner: string): { column: string; value: string }
  expected: Record<Actor, Record<Operation, Outcome>>
}

const LEAD_LIKE: Record<Actor, Record<Operation, Outcome>> = {
  anon: { select: 'error', insert: 'allowed', update: 'error', delete: 'error' },
  owner: { select: 'error', insert: 'allowed', update: 'error', delete: 'error' },
  other: { select: 'error', insert: 'allowed', update: 'error', delete: 'error' },
}
const OWNED: Record<Actor, Record<Operation, Outcome>> = {
  anon: { select: 'error', insert: 'error', update: 'error', delete: 'error' },
  owner: { select: 'allowed', insert: 'allowed', update: 'allowed', delete: 'allowed' },
  other: { select: 'nothing', insert: 'error', update: 'nothing', delete: 'nothing' },
}

export const MATRIX: TableCase[] = [
  {
    table: 'profiles',
    newRow: (owner) => ({ id: owner, full_name: 'Intruder' }),
    change: { full_name: 'Changed Name' },
    key: (owner) => ({ column: 'id', value: owner }),
    expected: {
      anon: { select: 'error', insert: 'error', update: 'error', delete: 'error' },
      owner: { select: 'allowed', insert: 'error', update: 'allowed', delete: 'error' },
      other: { select: 'nothing', insert: 'error', update: 'nothing', delete: 'error' },
    },
  },
  {
    table: 'leads',
    newRow: () => ({ email: `new.${Math.random().toString(36).slice(2)}@example.com` }),
    change: { email: 'changed@example.com' },
    key: () => ({ column: 'id', value: ROW_ID }),
    expected: LEAD_LIKE,
  },
  {
    table: 'chatbot_leads',
    newRow: () => ({ name: 'New Lead', email: 'new.chat@example.com', vehicle_type: 'Sedan', service_interest: 'Exploring' }),
    change: { name: 'Changed' },
    key: () => ({ column: 'id', value: ROW_ID }),
    expected: LEAD_LIKE,
  },
  {
    table: 'vehicles',
    newRow: (owner) => ({ user_id: owner, make: 'Honda', model: 'Civic', year: 2020, size: 'Sedan' }),
    change: { nickname: 'Changed' },
    key: () => ({ column: 'id', value: VEHICLE_ID }),
    expected: OWNED,
  },
  {
    // Read-only for customers: history comes from bookings the scheduler's webhook
    // records (docs/decisions/013-schema-grants-and-rls.md).
    table: 'service_history',
    newRow: (owner) => ({ user_id: owner, service_date: '2025-02-01', services: ['Wash & Wax'], vehicle: 'Honda Civic', amount: 139 }),
    change: { amount: 1 },
    key: () => ({ column: 'id', value: ROW_ID }),
    expected: {
      anon: { select: 'error', insert: 'error', update: 'error', delete: 'error' },
      owner: { select: 'allowed', insert: 'error', update: 'error', delete: 'error' },
      other: { select: 'nothing', insert: 'error', update: 'error', delete: 'error' },
    },
  },
  {
    table: 'discount_codes',
    newRow: () => ({ email: 'new.code@example.com', code: 'FIRST10-NEWCODE1' }),
    change: { code: 'FIRST10-CHANGED1' },
    key: () => ({ column: 'email', value: 'fixture@example.com' }),
    expected: {
      anon: { select: 'error', insert: 'error', update: 'error', delete: 'error' },
      owner: { select: 'error', insert: 'error', update: 'error', delete: 'error' },
      other: { select: 'error', insert: 'error', update: 'error', delete: 'error' },
    },
  },
]

/** Puts every table back to one known row (the owner's, where rows have owners). */
async function resetFixtures(backend: RunningBackend, owner: string): Promise<void> {
  await backend.query('delete from public.service_history')
  await backend.query('delete from public.vehicles')
  await backend.query('delete from public.leads')
  await backend.query('delete from public.chatbot_leads')
  await backend.query('delete from public.discount_codes')
  await backend.query("update public.profiles set full_name = 'Owner Original' where id = $1", [owner])
  await backend.query("insert into public.leads (id, email) values ($1, 'fixture@example.com')", [ROW_ID])
  await backend.query("insert into public.chatbot_leads (id, name, email) values ($1, 'Fixture Lead', 'fixture@example.com')", [ROW_ID])
  await backend.query("insert into public.vehicles (id, user_id, make, model, size) values ($1, $2, 'Ford', 'F-150', 'XL')", [VEHICLE_ID, owner])
  await backend.query("insert into public.service_history (id, user_id, vehicle_id, service_date, services, amount) values ($1, $2, $3, '2025-01-15', '{Full Detail}', 275)", [
    ROW_ID,
    owner,
    VEHICLE_ID,
  ])
  await backend.query("insert into public.discount_codes (email, code) values ('fixture@example.com', 'FIRST10-FIXTURE1')")
}

describe.each(ENGINES)('RLS matrix on %s', (engine) => {
  let backend: RunningBackend
  const clients = {} as Record<Actor, SupabaseClient>
  let ownerId = ''

  beforeAll(async () => {
    backend = await startTestBackend(engine)
    await ticketLeadsByDefault(backend)
    const owner = await createConfirmedUser(backend, { fullName: 'Owner Original' })
    const other = await createConfirmedUser(backend, { fullName: 'Other User' })
    ownerId = owner.id
    clients.anon = createTestClient(backend)
    clients.owner = owner.client
    clients.other = other.client
  })
  afterAll(() => backend?.close())
  beforeEach(() => resetFixtures(backend, ownerId))

  const rowCount = async (table: string, where = 'true', params: unknown[] = []) =>
    Number((await backend.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params))[0]!.n)

  for (const tableCase of MATRIX) {
    for (const actor of ['anon', 'owner', 'other'] as const) {
      for (const operation of ['select', 'insert', 'update', 'delete'] as const) {
        const expected = tableCase.expected[actor][operation]
        it(`${tableCase.table}: ${actor} ${operation} -> ${expected}`, async () => {
          const client = clients[actor]
          const { column, value } = tableCase.key(ownerId)
          const before = await rowCount(tableCase.table)
          const targetWhere = `${column} = $1`

          if (operation === 'select') {
            const { data, error } = await client.from(tableCase.table).select('*').eq(column, value)
            if (expected === 'error') {
              expect(error?.code).toBe('42501')
            } else {
              expect(error).toBeNull()
              expect(data).toHaveLength(expected === 'allowed' ? 1 : 0)
            }
            return
          }

          if (operation === 'insert') {
            const { error } = await client.from(tableCase.table).insert(tableCase.newRow(ownerId))
            if (expected === 'allowed') {
              expect(error).toBeNull()
              expect(await rowCount(tableCase.table)).toBe(before + 1)
            } else {
              expect(error?.code).toBe('42501')
              expect(await rowCount(tableCase.table)).toBe(before)
            }
            return
          }

          const snapshot = JSON.stringify(await backend.query(`select * from public.${tableCase.table} where ${targetWhere}`, [value]))
          if (operation === 'update') {
            const { data, error } = await client.from(tableCase.table).update(tableCase.change).eq(column, value).select()
            const after = await backend.query<Record<string, unknown>>(`select * from public.${tableCase.table} where ${targetWhere}`, [value])
            if (expected === 'allowed') {
              expect(error).toBeNull()
              expect(data).toHaveLength(1)
              const [changedColumn, changedValue] = Object.entries(tableCase.change)[0]!
              const stored = after[0]![changedColumn]
              // numeric columns come back from the driver as strings ("1.00")
              expect(typeof changedValue === 'number' ? Number(stored) : stored).toBe(changedValue)
            } else {
              if (expected === 'error') expect(error?.code).toBe('42501')
              else expect({ error, data }).toEqual({ error: null, data: [] })
              expect(JSON.stringify(after)).toBe(snapshot)
            }
            return
          }

          const { error } = await client.from(tableCase.table).delete().eq(column, value)
          const remaining = await rowCount(tableCase.table, targetWhere, [value])
          if (expected === 'allowed') {
            expect(error).toBeNull()
            expect(remaining).toBe(0)
          } else {
            if (expected === 'error') expect(error?.code).toBe('42501')
            else expect(error).toBeNull()
            expect(remaining).toBe(1)
            expect(await rowCount(tableCase.table)).toBe(before)
          }
        })
      }
    }
  }

  it("booking_intents: a user cannot attach a booking intent to someone else's vehicle", async () => {
    const { error } = await clients.other.from('booking_intents').insert({
      id: randomUUID(),
      services: ['Interior Detail (Sedan)'],
      vehicle_id: VEHICLE_ID,
    })
    expect(error?.code).toBe('42501')
  })

  it('vehicles: the owner cannot hand a vehicle to another user', async () => {
    const otherId = (await clients.other.auth.getUser()).data.user!.id
    const { error } = await clients.owner.from('vehicles').update({ user_id: otherId }).eq('id', VEHICLE_ID)
    expect(error?.code).toBe('42501')
    expect(await rowCount('vehicles', 'user_id = $1', [ownerId])).toBe(1)
  })
})
