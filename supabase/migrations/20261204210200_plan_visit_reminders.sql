-- Due-visit reminders for vehicles on a maintenance plan (docs/decisions/156-maintenance-plans.md),
-- through the customer outbox like the prep reminder and the review request
-- (docs/decisions/142-customer-messages-from-the-outbox.md), with the same unsubscribe link
-- (143). A row is for an enrolment and a due date, not a booking: once per due date, and
-- none while a booking for the vehicle is ahead.
-- The plans live in data/membership.json, so the dispatcher passes their terms
-- (supabase/functions/_shared/plan-visit.ts planTerms) to enqueue_plan_visit_reminders, and
-- the due date is the same rule as My Garage's: the end of the vehicle's last finished plan
-- visit (Katy's calendar) plus the interval, never before the day it joined.
-- claim_customer_outbox's body is that of 20261203160000_booking_deposits.sql, its booking
-- query limited to rows with a booking, and a separate branch for this kind.

alter table private.customer_outbox alter column booking_id drop not null;
alter table private.customer_outbox
  add column enrolment_id uuid references public.plan_enrolments (id) on delete cascade,
  add column due_date date;
alter table private.customer_outbox drop constraint customer_outbox_kind_allowed;
alter table private.customer_outbox add constraint customer_outbox_kind_allowed
  check (kind in ('prep_reminder', 'review_request', 'plan_visit_due'));
-- A plan reminder names its enrolment and due date and no booking; every other kind a booking.
alter table private.customer_outbox add constraint customer_outbox_plan_visit_shape
  check ((kind = 'plan_visit_due') = (enrolment_id is not null and due_date is not null and booking_id is null)
         and (kind = 'plan_visit_due' or booking_id is not null));
-- Exactly once per enrolment and due date.
create unique index customer_outbox_plan_visit_once on private.customer_outbox (enrolment_id, due_date) where kind = 'plan_visit_due';

-- The day a vehicle's next plan visit is due, or null while a booking for it is ahead.
create function private.plan_visit_due_date(p_enrolment public.plan_enrolments, p_interval_days integer, p_service_names text[], p_now timestamptz)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.bookings b
       where b.vehicle_id = p_enrolment.vehicle_id and b.status = 'active' and b.end_time >= p_now
    ) then null
    else greatest(
      (p_enrolment.joined_at at time zone 'America/Chicago')::date,
      (
        select max((b.end_time at time zone 'America/Chicago')::date) + greatest(1, p_interval_days)
          from public.bookings b
         where b.vehicle_id = p_enrolment.vehicle_id
           and b.status = 'active'
           and b.end_time < p_now
           and exists (
             select 1 from unnest(coalesce(b.services, '{}'::text[])) as line, unnest(p_service_names) as name
              where lower(btrim(line)) = lower(btrim(name)) or lower(btrim(line)) like lower(btrim(name)) || ' (%'
           )
      )
    )
  end
$$;
revoke execute on function private.plan_visit_due_date(public.plan_enrolments, integer, text[], timestamptz) from public, anon, authenticated;

-- Adds a reminder for each active enrolment whose visit is due by p_now (Katy's date),
-- at most 7 days late (so the first run does not mail every lapsed member), for a plan
-- in p_plans ([{"id", "interval_days", "service_names"}]) and a mailbox still subscribed.
create function public.enqueue_plan_visit_reminders(p_plans jsonb, p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_added integer;
  v_today date := (p_now at time zone 'America/Chicago')::date;
begin
  if jsonb_typeof(p_plans) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'p_plans must be an array of {id, interval_days, service_names}';
  end if;
  insert into private.customer_outbox (kind, enrolment_id, due_date, next_attempt_at)
  select 'plan_visit_due', d.enrolment_id, d.due, p_now
    from (
      select e.id as enrolment_id,
             private.plan_visit_due_date(e, (p ->> 'interval_days')::integer,
               array(select jsonb_array_elements_text(coalesce(p -> 'service_names', '[]'::jsonb))), p_now) as due,
             u.email
        from public.plan_enrolments e
        join jsonb_array_elements(p_plans) as p on p ->> 'id' = e.plan_id
        join auth.users u on u.id = e.user_id
       where e.ended_at is null
         and jsonb_typeof(p -> 'interval_days') = 'number'
    ) d
   where d.due is not null
     and d.due <= v_today
     and d.due > v_today - 7
     and d.email is not null
     and not private.customer_unsubscribed(d.email)
  on conflict (enrolment_id, due_date) where kind = 'plan_visit_due' do nothing;
  get diagnostics v_added = row_count;
  return v_added;
end;
$$;
revoke execute on function public.enqueue_plan_visit_reminders(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.enqueue_plan_visit_reminders(jsonb, timestamptz) to service_role;

-- Claims due plan reminders: sets aside those whose enrolment ended, whose vehicle now has
-- a booking ahead, or whose mailbox unsubscribed; the payload names the customer, the
-- vehicle, the plan and the due date, with the unsubscribe token.
create function private.claim_plan_visit_reminders(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (id bigint, kind text, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.customer_outbox o
     set skipped_at = p_now,
         skip_reason = case
           when e.ended_at is not null then 'left the plan'
           when private.customer_unsubscribed(u.email) then 'unsubscribed'
           else 'booked'
         end,
         locked_until = null
    from public.plan_enrolments e
    join auth.users u on u.id = e.user_id
   where o.kind = 'plan_visit_due' and e.id = o.enrolment_id
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and (o.locked_until is null or o.locked_until <= p_now)
     and (e.ended_at is not null
          or private.customer_unsubscribed(u.email)
          or exists (select 1 from public.bookings b where b.vehicle_id = e.vehicle_id and b.status = 'active' and b.end_time >= p_now));

  insert into private.customer_mail_tokens (mailbox)
  select distinct public.email_mailbox(u.email)
    from private.customer_outbox o
    join public.plan_enrolments e on e.id = o.enrolment_id
    join auth.users u on u.id = e.user_id
   where o.kind = 'plan_visit_due'
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and o.next_attempt_at <= p_now
  on conflict (mailbox) do nothing;

  return query
  with due as (
    select o.id
      from private.customer_outbox o
     where o.kind = 'plan_visit_due'
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
    returning o.id, o.kind, o.enrolment_id, o.due_date, o.attempts
  )
  select c.id, c.kind,
         jsonb_build_object(
           'enrolment_id', e.id,
           'plan_id', e.plan_id,
           'vehicle_id', e.vehicle_id,
           'due_date', c.due_date,
           'email', u.email,
           'name', p.full_name,
           'vehicle', case when v.id is null then null
                           else btrim(concat_ws(' ', v.year::text, v.make, v.model)) || ' (' || v.size || ')' end,
           'vehicle_size', v.size,
           'unsubscribe_token', t.token
         ),
         c.attempts
    from claimed c
    join public.plan_enrolments e on e.id = c.enrolment_id
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
    left join public.vehicles v on v.id = e.vehicle_id
    join private.customer_mail_tokens t on t.mailbox = public.email_mailbox(u.email)
   order by c.id;
end;
$$;
revoke execute on function private.claim_plan_visit_reminders(integer, integer, timestamptz) from public, anon, authenticated;

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
     where o.booking_id is not null
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
           'payment_provider', b.payment_provider,
           'payment_external_id', b.payment_external_id,
           'payment_amount', b.payment_amount,
           'payment_currency', b.payment_currency,
           'payment_successful', b.payment_successful,
           'unsubscribe_token', t.token
         ),
         c.attempts
    from claimed c
    join public.bookings b on b.id = c.booking_id
    join private.customer_mail_tokens t on t.mailbox = public.email_mailbox(b.email)
   order by c.id;

  -- Rows of other kinds, each claimed by its own function.
  return query select * from private.claim_plan_visit_reminders(p_limit, p_lease_seconds, p_now);
end;
$$;
