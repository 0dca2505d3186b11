// The project's public forms send a form ticket with every lead, which its database checks
// before storing the row (docs/decisions/144-bot-proof-forms.md at the repository root; a row
// without one is dropped with a 201). These tests exercise the HTTP surface with those
// tables, so they stand for the forms: a column default on the test's own database gives
// every row its own ticket, issued a minute ago.
import type { RunningBackend } from '../src/server'

export async function ticketLeadsByDefault(backend: RunningBackend): Promise<void> {
  // A ticket admits one row, so the default must sign a new one for each row: one a minute
  // old, a millisecond apart from the last, from a schema only this test's database has.
  for (const sql of [
    'create schema if not exists test_support',
    'create sequence if not exists test_support.ticket_seq',
    `create or replace function test_support.form_ticket() returns text language sql volatile security definer set search_path = ''
      as $$ select private.form_ticket_at(now() - interval '1 minute' - nextval('test_support.ticket_seq') * interval '1 millisecond') $$`,
    'grant usage on schema test_support to anon, authenticated',
    'grant execute on function test_support.form_ticket() to anon, authenticated',
  ]) {
    await backend.query(sql)
  }
  for (const table of ['leads', 'chatbot_leads', 'waitlist']) {
    await backend.query(`alter table public.${table} alter column form_ticket set default test_support.form_ticket()`)
  }
}
