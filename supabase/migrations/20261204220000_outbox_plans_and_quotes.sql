-- Maintenance plans (20261204210000-20261204210200, docs/decisions/156-maintenance-plans.md) and
-- quotes (20261204200000_quotes.sql, docs/decisions/157-quotes-from-the-inbox.md) were written side
-- by side, and each gave the two outboxes a kind of its own. Each recreated the kinds' checks
-- without the other's and defined claim_customer_outbox without the other's branch; this file
-- holds them all.

alter table private.owner_outbox drop constraint owner_outbox_kind_allowed;
alter table private.owner_outbox add constraint owner_outbox_kind_allowed
  check (kind in ('lead', 'chat_lead', 'waitlist', 'booking', 'booking_canceled', 'plan_joined', 'plan_left', 'quote_changes'));

alter table private.customer_outbox drop constraint customer_outbox_kind_allowed;
alter table private.customer_outbox add constraint customer_outbox_kind_allowed
  check (kind in ('prep_reminder', 'review_request', 'plan_visit_due', 'quote'));

-- A row is about exactly one thing, named by its kind: a quote, a plan's due visit (with its due
-- date), or a booking. The two checks this replaces each said it for one new kind only, and
-- together refused the other's rows.
alter table private.customer_outbox drop constraint customer_outbox_plan_visit_shape;
alter table private.customer_outbox drop constraint customer_outbox_subject;
alter table private.customer_outbox add constraint customer_outbox_subject check (
  case kind
    when 'quote' then quote_id is not null and booking_id is null and enrolment_id is null
    when 'plan_visit_due' then enrolment_id is not null and due_date is not null and booking_id is null and quote_id is null
    else booking_id is not null and quote_id is null and enrolment_id is null
  end
);

-- The body of 20261204200000_quotes.sql (booking rows, then quote rows), its due rows limited to
-- those two subjects, then the plan reminders' branch of 20261204210200_plan_visit_reminders.sql.
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
     limit greatest(1, least(p_limit, 100))
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

  -- Plan reminders name an enrolment, not a booking or a quote: claimed by their own function.
  return query select * from private.claim_plan_visit_reminders(p_limit, p_lease_seconds, p_now);
end;
$$;
