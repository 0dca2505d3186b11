-- Messages to customers, each exactly once, through an outbox like the owner's
-- (20261123110500_owner_outbox.sql): a prep reminder 48 hours before each active
-- booking (at once when booked later than that) and a review request some hours after
-- each finished booking. Every customer message carries a one-click unsubscribe link;
-- an unsubscribed mailbox gets no further customer message.
-- docs/decisions/142-customer-messages-from-the-outbox.md,
-- docs/decisions/143-unsubscribe-without-signing-in.md
--
-- Rows are not written when a booking arrives: the dispatcher (the notify-owner function,
-- run every minute) calls enqueue_customer_messages(), which adds the rows that are due
-- at that moment. So a booking canceled or moved before its reminder is due never gets
-- one, a moved booking (a new row, 20261123110400_record_scheduler_event.sql) gets its
-- own, the review delay is read from data/business.json by the function at each run,
-- and a test can pass the clock (p_now) instead of waiting two days.

create schema if not exists private;

create table private.customer_outbox (
  id bigint generated always as identity primary key,
  kind text not null constraint customer_outbox_kind_allowed check (kind in ('prep_reminder', 'review_request')),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz,
  -- Set instead of sending when, by the time the row is claimed, the booking was
  -- canceled or marked a no-show, its start has passed, or the address unsubscribed.
  skipped_at timestamptz,
  skip_reason text,
  -- Exactly once: one reminder and one review request per booking, ever.
  constraint customer_outbox_once unique (booking_id, kind)
);
create index customer_outbox_pending_idx on private.customer_outbox (next_attempt_at, id)
  where sent_at is null and failed_at is null and skipped_at is null;
revoke all on private.customer_outbox from public;

-- One row per mailbox (public.email_mailbox, so me+x@gmail.com is me@gmail.com) that
-- asked for no more customer messages.
create table private.customer_unsubscribes (
  mailbox text primary key,
  unsubscribed_at timestamptz not null default now()
);
revoke all on private.customer_unsubscribes from public;

-- The unsubscribe link's token: random (244 bits), one per mailbox, made the first time
-- a message goes to it. Knowing it is the only way to unsubscribe the mailbox, and it
-- names no address. docs/decisions/143-unsubscribe-without-signing-in.md
create table private.customer_mail_tokens (
  mailbox text primary key,
  token text not null constraint customer_mail_tokens_token_key unique
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now()
);
revoke all on private.customer_mail_tokens from public;

create function private.customer_unsubscribed(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.customer_unsubscribes u where u.mailbox = public.email_mailbox(p_email))
$$;
revoke execute on function private.customer_unsubscribed(text) from public, anon, authenticated;

-- Adds the rows due at p_now; returns how many of each kind it added. A booking gets:
--   prep_reminder  when active, starting after p_now and at most 48 hours after it;
--   review_request when active, not a no-show, and its end + p_review_delay_hours has
--                  passed, by less than 7 days (so the first run after deployment does
--                  not mail every booking of the past).
-- Unsubscribed mailboxes get no row. Run repeatedly, it adds nothing twice (the unique
-- constraint), so two dispatchers may run it at once.
create function public.enqueue_customer_messages(
  p_review_delay_hours integer default 3,
  p_now timestamptz default now()
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_delay interval := make_interval(hours => greatest(0, least(coalesce(p_review_delay_hours, 3), 24 * 30)));
  v_prep integer;
  v_review integer;
begin
  insert into private.customer_outbox (kind, booking_id, next_attempt_at)
  select 'prep_reminder', b.id, p_now
    from public.bookings b
   where b.status = 'active'
     and b.start_time > p_now
     and b.start_time <= p_now + interval '48 hours'
     and not private.customer_unsubscribed(b.email)
  on conflict on constraint customer_outbox_once do nothing;
  get diagnostics v_prep = row_count;

  insert into private.customer_outbox (kind, booking_id, next_attempt_at)
  select 'review_request', b.id, p_now
    from public.bookings b
   where b.status = 'active'
     and b.no_show_at is null
     and b.end_time + v_delay <= p_now
     and b.end_time + v_delay > p_now - interval '7 days'
     and not private.customer_unsubscribed(b.email)
  on conflict on constraint customer_outbox_once do nothing;
  get diagnostics v_review = row_count;

  return jsonb_build_object('prep_reminder', v_prep, 'review_request', v_review);
end;
$$;

-- The reason a pending row must not be sent now, or null when it may.
create function private.customer_outbox_skip_reason(p_kind text, p_booking public.bookings, p_now timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_booking.id is null then 'booking deleted'
    when p_booking.status <> 'active' then case when p_booking.rescheduled then 'rescheduled' else 'canceled' end
    when private.customer_unsubscribed(p_booking.email) then 'unsubscribed'
    when p_kind = 'prep_reminder' and p_booking.start_time <= p_now then 'started'
    when p_kind = 'review_request' and p_booking.no_show_at is not null then 'no-show'
  end
$$;
revoke execute on function private.customer_outbox_skip_reason(text, public.bookings, timestamptz) from public, anon, authenticated;

-- Claims up to p_limit due rows (SKIP LOCKED and a lease, as claim_owner_outbox), after
-- setting aside the pending rows that must no longer go out. Each claimed row's payload
-- is the booking as it is now, plus the mailbox's unsubscribe token.
create function public.claim_customer_outbox(
  p_limit integer default 20,
  p_lease_seconds integer default 300,
  p_now timestamptz default now()
)
returns table (id bigint, kind text, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.customer_outbox o
     set skipped_at = p_now,
         skip_reason = private.customer_outbox_skip_reason(o.kind, b, p_now),
         locked_until = null
    from public.bookings b
   where b.id = o.booking_id
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and (o.locked_until is null or o.locked_until <= p_now)
     and private.customer_outbox_skip_reason(o.kind, b, p_now) is not null;

  insert into private.customer_mail_tokens (mailbox)
  select distinct public.email_mailbox(b.email)
    from private.customer_outbox o
    join public.bookings b on b.id = o.booking_id
   where o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and o.next_attempt_at <= p_now
  on conflict (mailbox) do nothing;

  return query
  with due as (
    select o.id
      from private.customer_outbox o
     where o.sent_at is null
       and o.failed_at is null
       and o.skipped_at is null
       and o.next_attempt_at <= p_now
       and (o.locked_until is null or o.locked_until <= p_now)
     order by o.id
     limit greatest(1, least(p_limit, 100))
       for update skip locked
  ), claimed as (
    update private.customer_outbox o
       set locked_until = p_now + make_interval(secs => greatest(30, p_lease_seconds))
      from due
     where o.id = due.id
    returning o.id, o.kind, o.booking_id, o.attempts
  )
  select c.id, c.kind,
         jsonb_build_object(
           'booking_id', b.id,
           'email', b.email,
           'name', b.name,
           'start_time', b.start_time,
           'end_time', b.end_time,
           'services', to_jsonb(coalesce(b.services, '{}'::text[])),
           'vehicle', b.vehicle,
           'reschedule_url', b.reschedule_url,
           'cancel_url', b.cancel_url,
           'unsubscribe_token', t.token
         ),
         c.attempts
    from claimed c
    join public.bookings b on b.id = c.booking_id
    join private.customer_mail_tokens t on t.mailbox = public.email_mailbox(b.email)
   order by c.id;
end;
$$;

create function public.mark_customer_outbox_sent(p_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.customer_outbox
     set sent_at = now(), locked_until = null, last_error = null
   where id = p_id and sent_at is null;
  return found;
end;
$$;

-- Backoff 1, 2, 4 ... minutes (at most 6 hours) from p_now; after 8 attempts the row is
-- given up (failed_at) and kept with its last error, as the owner's outbox does.
create function public.mark_customer_outbox_failed(p_id bigint, p_error text, p_now timestamptz default now())
returns void
language sql
security definer
set search_path = ''
as $$
  update private.customer_outbox
     set attempts = attempts + 1,
         last_error = left(coalesce(p_error, 'unknown error'), 1000),
         locked_until = null,
         next_attempt_at = p_now + least(interval '6 hours', interval '1 minute' * power(2, attempts)),
         failed_at = case when attempts + 1 >= 8 then p_now end
   where id = p_id and sent_at is null
$$;

create function public.customer_outbox_pending()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from private.customer_outbox
   where sent_at is null and failed_at is null and skipped_at is null
$$;

-- The unsubscribe link's target, for anyone holding a token (no sign-in): the edge
-- function customer-unsubscribe calls it for the link and for RFC 8058 one-click POSTs.
-- Answers {"result": "unsubscribed"} (also when already so) or {"result": "unknown"};
-- never the address.
create function public.unsubscribe_customer(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mailbox text;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('result', 'unknown');
  end if;
  select t.mailbox into v_mailbox from private.customer_mail_tokens t where t.token = p_token;
  if not found then
    return jsonb_build_object('result', 'unknown');
  end if;
  insert into private.customer_unsubscribes (mailbox) values (v_mailbox) on conflict (mailbox) do nothing;
  return jsonb_build_object('result', 'unsubscribed');
end;
$$;

revoke execute on function public.enqueue_customer_messages(integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.claim_customer_outbox(integer, integer, timestamptz) from public, anon, authenticated;
revoke execute on function public.mark_customer_outbox_sent(bigint) from public, anon, authenticated;
revoke execute on function public.mark_customer_outbox_failed(bigint, text, timestamptz) from public, anon, authenticated;
revoke execute on function public.customer_outbox_pending() from public, anon, authenticated;
revoke execute on function public.unsubscribe_customer(text) from public;
grant execute on function public.enqueue_customer_messages(integer, timestamptz) to service_role;
grant execute on function public.claim_customer_outbox(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_customer_outbox_sent(bigint) to service_role;
grant execute on function public.mark_customer_outbox_failed(bigint, text, timestamptz) to service_role;
grant execute on function public.customer_outbox_pending() to service_role;
grant execute on function public.unsubscribe_customer(text) to anon, authenticated, service_role;

-- The enqueue scans find their bookings by an index.
create index bookings_active_start_idx on public.bookings (start_time) where status = 'active';
create index bookings_active_end_idx on public.bookings (end_time) where status = 'active';
