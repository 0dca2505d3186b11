-- Housekeeping, run by the same scheduled job that sends the owner's mail: notify-owner
-- calls public.purge_expired_rows() once a run, after the mail (a failure of the purge
-- fails nothing; the next run tries again). docs/decisions/135-one-lead-per-request-and-owner-digest.md
--   - booking intents a day past their expiry: record_scheduler_event only uses an
--     intent before expires_at; the day of grace covers a delivery the scheduler retries;
--   - owner-outbox rows sent more than 90 days ago (rows that failed stay, for the owner
--     to see, until someone deals with them);
--   - discount codes never sent (sent_at null: the mail failed and was not retried)
--     that are more than a day old and were never used.
-- The periods are arguments so a test (and an owner who wants other periods) can pass
-- its own; the defaults are the ones the job uses.

create function public.purge_expired_rows(
  p_intent_grace interval default interval '1 day',
  p_outbox_retention interval default interval '90 days',
  p_unsent_code_age interval default interval '1 day'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_intents integer;
  v_outbox integer;
  v_codes integer;
begin
  delete from public.booking_intents where expires_at < now() - p_intent_grace;
  get diagnostics v_intents = row_count;

  delete from private.owner_outbox where sent_at < now() - p_outbox_retention;
  get diagnostics v_outbox = row_count;

  delete from public.discount_codes
   where sent_at is null
     and used_by_booking is null
     and created_at < now() - p_unsent_code_age;
  get diagnostics v_codes = row_count;

  return jsonb_build_object('booking_intents', v_intents, 'owner_outbox', v_outbox, 'discount_codes', v_codes);
end;
$$;

revoke execute on function public.purge_expired_rows(interval, interval, interval) from public, anon, authenticated;
grant execute on function public.purge_expired_rows(interval, interval, interval) to service_role;

-- Each delete finds its rows by an index.
create index if not exists booking_intents_expires_at_idx on public.booking_intents (expires_at);
create index if not exists owner_outbox_sent_at_idx on private.owner_outbox (sent_at) where sent_at is not null;
create index if not exists discount_codes_unsent_idx on public.discount_codes (created_at) where sent_at is null;
