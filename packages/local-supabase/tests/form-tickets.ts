// The project's public forms send a form ticket with every lead, which its database checks
// before storing the row (docs/decisions/144-bot-proof-forms.md at the repository root; a row
// without one is dropped with a 201). These tests exercise the HTTP surface with those
// tables, so they stand for the forms: a column default on the test's own database gives
// every row a ticket issued a minute ago.
import type { RunningBackend } from '../src/server'

export async function ticketLeadsByDefault(backend: RunningBackend): Promise<void> {
  const [row] = await backend.query<{ ticket: string }>(`select private.form_ticket_at(now() - interval '1 minute') as ticket`)
  for (const table of ['leads', 'chatbot_leads', 'waitlist']) {
    await backend.query(`alter table public.${table} alter column form_ticket set default '${row!.ticket}'`)
  }
}
