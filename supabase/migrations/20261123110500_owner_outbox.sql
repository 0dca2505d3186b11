-- Every new lead, chat lead, booking and cancellation reaches the owner by e-mail,
-- exactly once: the row that records it and the outbox row that announces it commit
-- together, and the notify-owner edge function sends what is pending.
-- docs/decisions/105-owner-outbox.md

-- Outside public, so neither PostgREST nor a forgotten grant can expose it; only the
-- security-definer functions below reach it.
create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

create table private.owner_outbox (
  id bigint generated always as identity primary key,
  kind text not null constraint owner_outbox_kind_allowed check (kind in ('lead', 'chat_lead', 'booking', 'booking_canceled')),
  payload jsonb not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A dispatcher that claimed the row and then died gives it back when this passes.
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  -- Set when the retries are used up: the row stays, visible, for the owner to see.
  failed_at timestamptz
);
create index owner_outbox_pending_idx on private.owner_outbox (next_attempt_at, id)
  where sent_at is null and failed_at is null;

revoke all on private.owner_outbox from public;

create function private.enqueue_owner_mail()
returns trigger
language plpgsql
-- The inserting role (anon, for leads) has no rights on private.
security definer
set search_path = ''
as $$
declare
  v_kind text;
begin
  if tg_table_name = 'leads' then
    v_kind := 'lead';
  elsif tg_table_name = 'chatbot_leads' then
    v_kind := 'chat_lead';
  elsif new.status = 'canceled' then
    v_kind := 'booking_canceled';
  else
    v_kind := 'booking';
  end if;
  insert into private.owner_outbox (kind, payload) values (v_kind, to_jsonb(new));
  return null;
end;
$$;

revoke execute on function private.enqueue_owner_mail() from public, anon, authenticated;

create trigger leads_notify_owner
  after insert on public.leads
  for each row execute function private.enqueue_owner_mail();
create trigger chatbot_leads_notify_owner
  after insert on public.chatbot_leads
  for each row execute function private.enqueue_owner_mail();
create trigger bookings_notify_owner
  after insert on public.bookings
  for each row execute function private.enqueue_owner_mail();
create trigger bookings_canceled_notify_owner
  after update of status on public.bookings
  for each row
  when (old.status = 'active' and new.status = 'canceled')
  execute function private.enqueue_owner_mail();

-- Claims up to p_limit due rows for one dispatcher. SKIP LOCKED and the lease
-- (locked_until) mean two dispatchers running at once never get the same row.
create function public.claim_owner_outbox(p_limit integer default 20, p_lease_seconds integer default 300)
returns table (id bigint, kind text, payload jsonb, attempts integer)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select o.id
      from private.owner_outbox o
     where o.sent_at is null
       and o.failed_at is null
       and o.next_attempt_at <= now()
       and (o.locked_until is null or o.locked_until <= now())
     order by o.id
     limit greatest(1, least(p_limit, 100))
       for update skip locked
  )
  update private.owner_outbox o
     set locked_until = now() + make_interval(secs => greatest(30, p_lease_seconds))
    from due
   where o.id = due.id
  returning o.id, o.kind, o.payload, o.attempts
$$;

-- Only after a successful send. False when the row was not this dispatcher's to mark
-- (already sent): the caller learns of a double send instead of hiding it.
create function public.mark_owner_outbox_sent(p_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.owner_outbox
     set sent_at = now(), locked_until = null, last_error = null
   where id = p_id and sent_at is null;
  return found;
end;
$$;

-- Backoff 1, 2, 4 ... minutes (at most 6 hours); after 8 attempts the row is given up
-- (failed_at) and stays in the table with its last error.
create function public.mark_owner_outbox_failed(p_id bigint, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.owner_outbox
     set attempts = attempts + 1,
         last_error = left(coalesce(p_error, 'unknown error'), 1000),
         locked_until = null,
         next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, attempts)),
         failed_at = case when attempts + 1 >= 8 then now() end
   where id = p_id and sent_at is null
$$;

-- Rows still waiting to be sent (due now or later), for the dispatcher's summary.
create function public.owner_outbox_pending()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from private.owner_outbox where sent_at is null and failed_at is null
$$;

revoke execute on function public.claim_owner_outbox(integer, integer) from public, anon, authenticated;
revoke execute on function public.mark_owner_outbox_sent(bigint) from public, anon, authenticated;
revoke execute on function public.mark_owner_outbox_failed(bigint, text) from public, anon, authenticated;
revoke execute on function public.owner_outbox_pending() from public, anon, authenticated;
grant execute on function public.claim_owner_outbox(integer, integer) to service_role;
grant execute on function public.mark_owner_outbox_sent(bigint) to service_role;
grant execute on function public.mark_owner_outbox_failed(bigint, text) to service_role;
grant execute on function public.owner_outbox_pending() to service_role;
