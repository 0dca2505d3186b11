// The site's public forms send a form ticket with every row (lib/form-guard.ts), which the
// database checks before it stores a lead (docs/decisions/144-bot-proof-forms.md). Tests of
// other rules (uniqueness, one row per request, the outbox) stand for those forms: a column
// default on the test's own database gives every row a ticket issued a minute ago. The guard
// itself is tested without it (form-guard.test.ts, supabase/tests/form_guard.test.sql).
import type { RunningBackend } from 'local-supabase'

export async function ticketLeadsByDefault(backend: RunningBackend): Promise<void> {
  const [row] = await backend.query<{ ticket: string }>(`select private.form_ticket_at(now() - interval '1 minute') as ticket`)
  for (const table of ['leads', 'chatbot_leads', 'waitlist']) {
    await backend.query(`alter table public.${table} alter column form_ticket set default '${row!.ticket}'`)
  }
}
