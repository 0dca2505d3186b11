-- One claim returns at most p_limit rows in all. Booking and quote rows, plan reminders and
-- credit mails are claimed by three queries; each took the whole limit, so a claim of 20 could
-- lease 60 rows, and a dispatcher that sends a batch within its lease could run past it with
-- rows it had no time for. Plan reminders and credit mails now get what the earlier queries
-- left of the limit: RETURN QUERY sets ROW_COUNT (PL/pgSQL, "Obtaining the Result Status":
-- https://www.postgresql.org/docs/current/plpgsql-statements.html#PLPGSQL-STATEMENTS-DIAGNOSTICS).
-- Rows left over wait for the next claim.
-- The body of 20261204230000_referral_credit.sql, with the shared limit.
create or replace function public.claim_customer_outbox(
  p_limit integer default 20,
  p_lease_seconds integer default 300,
  p_now timestamptz default now()
)
returns table (id bigint, kind text, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_left integer := greatest(1, least(p_limit, 100));
  v_claimed integer;
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

  -- Quote rows: a quote withdrawn before its mail went out is not sent.
  update private.customer_outbox o
     set skipped_at = p_now, skip_reason = 'withdrawn', locked_until = null
    from public.quotes q
   where q.id = o.quote_id and o.kind = 'quote' and q.status = 'withdrawn'
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and (o.locked_until is null or o.locked_until <= p_now);

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
     where (o.booking_id is not null or o.kind = 'quote')
       and o.sent_at is null
       and o.failed_at is null
       and o.skipped_at is null
       and o.next_attempt_at <= p_now
       and (o.locked_until is null or o.locked_until <= p_now)
     order by o.id
     limit v_left
       for update skip locked
  ), claimed as (
    update private.customer_outbox o
       set locked_until = p_now + make_interval(secs => greatest(30, p_lease_seconds))
      from due
     where o.id = due.id
    returning o.id, o.kind, o.booking_id, o.quote_id, o.attempts
  )
  select r.id, r.kind, r.payload, r.attempts from (
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
             'payment_provider', b.payment_provider,
             'payment_external_id', b.payment_external_id,
             'payment_amount', b.payment_amount,
             'payment_currency', b.payment_currency,
             'payment_successful', b.payment_successful,
             'unsubscribe_token', t.token
           ) as payload,
           c.attempts
      from claimed c
      join public.bookings b on b.id = c.booking_id
      join private.customer_mail_tokens t on t.mailbox = public.email_mailbox(b.email)
    union all
    select c.id, c.kind, private.quote_outbox_payload(c.quote_id, p_now), c.attempts
      from claimed c
     where c.kind = 'quote'
  ) r
  order by r.id;

  -- Plan reminders name an enrolment, credit mails a credit: each claimed by its own function.
  get diagnostics v_claimed = row_count;
  v_left := v_left - v_claimed;
  if v_left <= 0 then
    return;
  end if;
  return query select * from private.claim_plan_visit_reminders(v_left, p_lease_seconds, p_now);
  get diagnostics v_claimed = row_count;
  v_left := v_left - v_claimed;
  if v_left <= 0 then
    return;
  end if;
  return query select * from private.claim_referral_credit_mails(v_left, p_lease_seconds, p_now);
end;
$$;
