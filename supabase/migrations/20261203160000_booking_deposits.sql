-- Deposits the scheduler takes. Calendly charges a fixed amount per event type through the
-- owner's Stripe or PayPal when the invitee books, and the invitee of invitee.created carries
-- `payment` {external_id, provider (stripe | paypal), amount, currency, terms, successful},
-- null when the event type takes none
-- (https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee,
-- https://developer.calendly.com/release-notes/2021/2/21). No webhook reports a refund: the
-- owner refunds in Stripe or PayPal, so the site records only what was paid at booking.
-- The payment lands on the booking's own row, in the same insert, so a replayed delivery
-- (on conflict do nothing) records it once and the owner's booking mail (the outbox
-- snapshot of the inserted row, 20261123110500_owner_outbox.sql) carries it.
-- The body is otherwise that of 20261201120000_user_lookup_by_gotrue_index.sql.

alter table public.bookings
  add column payment_provider text constraint bookings_payment_provider_length check (char_length(payment_provider) <= 20),
  add column payment_external_id text constraint bookings_payment_external_id_length check (char_length(payment_external_id) <= 200),
  add column payment_amount numeric(12, 2) constraint bookings_payment_amount_range check (payment_amount >= 0),
  add column payment_currency text constraint bookings_payment_currency_code check (payment_currency ~ '^[A-Z]{3}$'),
  add column payment_terms text constraint bookings_payment_terms_length check (char_length(payment_terms) <= 1000),
  add column payment_successful boolean;

comment on column public.bookings.payment_amount is 'The deposit the scheduler took at booking, in payment_currency; null: no payment reported.';

create or replace function public.record_scheduler_booking_event(payload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event text := payload ->> 'event';
  p jsonb := payload -> 'payload';
  v_invitee text;
  v_email text;
  v_answer text;
  v_services text[];
  v_vehicle text;
  v_code text;
  v_discount_status text;
  v_user uuid;
  v_intent public.booking_intents;
  v_intent_id uuid;
  v_vehicle_row public.vehicles;
  v_old_invitee text;
  v_booking public.bookings;
  v_old public.bookings;
  v_status text;
  v_canceled_at timestamptz;
  v_payment jsonb := case when jsonb_typeof(p -> 'payment') = 'object' then p -> 'payment' end;
  v_pay_provider text;
  v_pay_external_id text;
  v_pay_amount numeric;
  v_pay_currency text;
  v_pay_terms text;
  v_pay_successful boolean;
begin
  if jsonb_typeof(payload) <> 'object' or jsonb_typeof(p) <> 'object' then
    raise exception using errcode = '22023', message = 'The delivery has no payload object';
  end if;
  if v_event is null or v_event not in ('invitee.created', 'invitee.canceled') then
    return jsonb_build_object('result', 'ignored', 'event', v_event);
  end if;
  v_invitee := nullif(btrim(p ->> 'uri'), '');
  v_email := nullif(btrim(p ->> 'email'), '');
  if v_invitee is null or v_email is null then
    raise exception using errcode = '22023', message = 'The invitee has no uri or e-mail';
  end if;

  if v_event = 'invitee.canceled' then
    v_status := 'canceled';
    v_canceled_at := coalesce(public.scheduler_timestamp(p -> 'cancellation' ->> 'created_at'),
                              public.scheduler_timestamp(p ->> 'updated_at'), now());
    update public.bookings
       set status = 'canceled',
           canceled_at = v_canceled_at,
           rescheduled = coalesce(p -> 'rescheduled' = 'true'::jsonb, false),
           updated_at = now()
     where invitee_uri = v_invitee and status = 'active'
    returning * into v_booking;
    if found then
      perform public.release_discount_for_booking(v_booking);
      return jsonb_build_object('result', 'canceled', 'booking_id', v_booking.id);
    end if;
    if exists (select 1 from public.bookings where invitee_uri = v_invitee) then
      return jsonb_build_object('result', 'unchanged');
    end if;
    -- The cancellation arrived before (or instead of) its creation: keep a canceled
    -- row, so a late invitee.created for it changes nothing.
  else
    v_status := 'active';
  end if;

  v_old_invitee := nullif(btrim(p ->> 'old_invitee'), '');
  if v_old_invitee is not null then
    select * into v_old from public.bookings where invitee_uri = v_old_invitee;
  end if;

  if v_old.id is not null then
    -- A reschedule's new invitee belongs to whoever the moved booking belongs to, whatever
    -- its own tracking says.
    v_user := v_old.user_id;
    v_intent_id := v_old.intent_id;
  else
    -- The site's intent counts only for its owner's own confirmed address, and only once:
    -- the id is public (a query parameter of the scheduler link), the address is not
    -- the link-sharer's to choose.
    if v_old_invitee is null
       and (p -> 'tracking' ->> 'utm_content') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select i.* into v_intent
        from public.booking_intents i
        join auth.users u on u.id = i.user_id
       where i.id = (p -> 'tracking' ->> 'utm_content')::uuid
         and i.expires_at > now()
         and i.used_by_booking is null
         and u.email_confirmed_at is not null
         and lower(u.email) = lower(v_email)
         for update of i;
      if found then
        v_intent_id := v_intent.id;
        v_user := v_intent.user_id;
      end if;
    end if;
    if v_user is null then
      select id into v_user
        from auth.users
       where instance_id = '00000000-0000-0000-0000-000000000000'
         and lower(email) = lower(v_email) and email_confirmed_at is not null
       limit 1;
    end if;
  end if;

  v_answer := public.scheduler_answer(p, 0);
  if v_intent.id is not null then
    v_services := v_intent.services;
    if v_intent.vehicle_id is not null then
      select * into v_vehicle_row from public.vehicles where id = v_intent.vehicle_id;
      if found then
        v_vehicle := btrim(concat_ws(' ', v_vehicle_row.year::text, v_vehicle_row.make, v_vehicle_row.model))
                     || ' (' || v_vehicle_row.size || ')';
      end if;
    end if;
    v_vehicle := coalesce(v_vehicle, v_intent.vehicle_size);
    v_code := v_intent.discount_code;
  end if;
  if v_answer is not null then
    if v_services is null then
      select array_agg(btrim(line)) filter (where btrim(line) <> '')
        into v_services
        from unnest(string_to_array(regexp_replace(v_answer, '\.\s*Vehicle size:.*$', ''), ';')) as line;
      v_services := v_services[1:20];
    end if;
    if v_vehicle is null and v_answer ~ 'Vehicle size:' then
      v_vehicle := left(nullif(btrim(substring(v_answer from 'Vehicle size:(.*)$')), ''), 200);
    end if;
  end if;
  if v_old.id is not null then
    v_services := coalesce(v_services, v_old.services);
    v_vehicle := coalesce(v_vehicle, v_old.vehicle);
    -- The moved booking keeps its code and the verdict it already had.
    v_code := v_old.discount_code;
    v_discount_status := v_old.discount_status;
  end if;
  v_code := left(nullif(btrim(coalesce(v_code, public.scheduler_answer(p, 1))), ''), 40);

  -- The deposit the scheduler took (null payment: none). Each field is kept only in the
  -- shape Calendly documents; anything else is left out, never a reason to lose the booking.
  if v_payment is not null then
    v_pay_provider := case when jsonb_typeof(v_payment -> 'provider') = 'string' then left(nullif(lower(btrim(v_payment ->> 'provider')), ''), 20) end;
    v_pay_external_id := case when jsonb_typeof(v_payment -> 'external_id') = 'string' then left(nullif(btrim(v_payment ->> 'external_id'), ''), 200) end;
    v_pay_amount := case when jsonb_typeof(v_payment -> 'amount') in ('number', 'string')
                          and btrim(v_payment ->> 'amount') ~ '^[0-9]{1,9}(\.[0-9]+)?$'
                         then round(btrim(v_payment ->> 'amount')::numeric, 2) end;
    v_pay_currency := case when jsonb_typeof(v_payment -> 'currency') = 'string' and upper(btrim(v_payment ->> 'currency')) ~ '^[A-Z]{3}$'
                           then upper(btrim(v_payment ->> 'currency')) end;
    v_pay_terms := case when jsonb_typeof(v_payment -> 'terms') = 'string' then left(nullif(btrim(v_payment ->> 'terms'), ''), 1000) end;
    v_pay_successful := case when jsonb_typeof(v_payment -> 'successful') = 'boolean' then (v_payment ->> 'successful')::boolean end;
  elsif v_old.id is not null then
    -- A reschedule moves the visit, not the money: the deposit paid for the old time holds the new one.
    v_pay_provider := v_old.payment_provider;
    v_pay_external_id := v_old.payment_external_id;
    v_pay_amount := v_old.payment_amount;
    v_pay_currency := v_old.payment_currency;
    v_pay_terms := v_old.payment_terms;
    v_pay_successful := v_old.payment_successful;
  end if;
  if v_code is not null and v_old.id is null and v_status = 'active' then
    v_discount_status := public.discount_verdict(v_code, v_email);
  end if;

  insert into public.bookings (
    invitee_uri, event_uri, user_id, intent_id, email, name, phone, status, start_time, end_time,
    services, vehicle, discount_code, discount_status, reschedule_url, cancel_url, rescheduled, canceled_at,
    payment_provider, payment_external_id, payment_amount, payment_currency, payment_terms, payment_successful
  ) values (
    left(v_invitee, 500),
    left(coalesce(p -> 'scheduled_event' ->> 'uri', p ->> 'event'), 500),
    v_user,
    v_intent_id,
    left(v_email, 254),
    left(nullif(btrim(p ->> 'name'), ''), 200),
    left(nullif(btrim(p ->> 'text_reminder_number'), ''), 40),
    v_status,
    public.scheduler_timestamp(p -> 'scheduled_event' ->> 'start_time'),
    public.scheduler_timestamp(p -> 'scheduled_event' ->> 'end_time'),
    v_services,
    v_vehicle,
    v_code,
    v_discount_status,
    left(p ->> 'reschedule_url', 1000),
    left(p ->> 'cancel_url', 1000),
    v_status = 'canceled' and coalesce(p -> 'rescheduled' = 'true'::jsonb, false),
    v_canceled_at,
    v_pay_provider, v_pay_external_id, v_pay_amount, v_pay_currency, v_pay_terms, v_pay_successful
  )
  on conflict (invitee_uri) do nothing
  returning * into v_booking;

  if not found then
    return jsonb_build_object('result', 'unchanged');
  end if;

  if v_intent.id is not null then
    update public.booking_intents set used_by_booking = v_booking.id where id = v_intent.id;
  end if;

  if v_status = 'active' then
    -- A reschedule sends a cancel for the old invitee and a create naming it, in either
    -- order; cancelling the old one here leaves exactly one active booking either way.
    if v_old.id is not null then
      update public.bookings
         set status = 'canceled', rescheduled = true, canceled_at = coalesce(canceled_at, now()), updated_at = now()
       where id = v_old.id and status = 'active';
      update public.discount_codes set used_by_booking = v_booking.id where used_by_booking = v_old.id;
    elsif v_discount_status = 'valid' then
      update public.discount_codes
         set used_at = now(), used_by_booking = v_booking.id
       where upper(code) = upper(v_code) and used_at is null;
    end if;
    return jsonb_build_object('result', 'created', 'booking_id', v_booking.id, 'claimed', v_user is not null);
  end if;
  return jsonb_build_object('result', 'canceled', 'booking_id', v_booking.id);
end;
$$;

revoke execute on function public.record_scheduler_booking_event(jsonb) from public, anon, authenticated;


-- The prep reminder says the deposit paid and the balance due (supabase/functions/_shared/deposit.ts),
-- so the customer outbox's payload carries the booking's payment too. The body is otherwise
-- that of 20261127100100_customer_outbox.sql.
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
end;
$$;

