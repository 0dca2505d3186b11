-- A booking link can no longer hand a customer's booking to someone else, and a
-- first-visit code is honoured only for its own mailbox on that mailbox's first visit.
--
-- Before: record_scheduler_event gave the booking to whoever owned the intent named in
-- tracking.utm_content, whatever address the invitee booked under. The id travels as a
-- plain query parameter of the scheduler link, so a signed-in stranger could record an
-- intent, get a customer to book through a link carrying it, and then read that
-- customer's name, phone and cancel/reschedule links in their own garage.
-- Now:
-- - an intent binds a booking only when the invitee's address is the intent owner's
--   confirmed address (any case), and only once (used_by_booking);
-- - otherwise the booking goes to the confirmed account with the invitee's address, or
--   stays unclaimed until that address is confirmed (claim_bookings_for_confirmed_user);
-- - a reschedule follows the booking it moves (old_invitee), never an intent;
-- - the code the booking carries gets a verdict (discount_status) that the owner's mail
--   shows; only a 'valid' code is marked used.
-- docs/decisions/103-bookings-from-signed-webhooks.md, docs/decisions/133-one-first-visit-per-mailbox.md

alter table public.booking_intents
  add column used_by_booking uuid references public.bookings (id) on delete set null;
-- Deleting a booking sets this null: an index keeps that from scanning every intent.
create index booking_intents_used_by_booking_idx on public.booking_intents (used_by_booking);

alter table public.bookings
  add column discount_status text
    constraint bookings_discount_status_allowed
    check (discount_status in ('valid', 'other_address', 'already_used', 'unknown'));

-- "Is this the mailbox's first visit?" looks up every booking of one mailbox.
create index bookings_email_mailbox_idx on public.bookings (public.email_mailbox(email));

-- The verdict on a code carried by a new booking of p_email; locks the code's row so two
-- bookings arriving at once cannot both be told 'valid'.
create function public.discount_verdict(p_code text, p_email text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code public.discount_codes;
begin
  select * into v_code from public.discount_codes where upper(code) = upper(btrim(p_code)) for update;
  if not found then
    return 'unknown';
  end if;
  if public.email_mailbox(v_code.email) <> public.email_mailbox(p_email) then
    return 'other_address';
  end if;
  if v_code.used_at is not null
     or exists (select 1 from public.bookings b
                 where public.email_mailbox(b.email) = public.email_mailbox(p_email)
                   and b.status = 'active') then
    return 'already_used';
  end if;
  return 'valid';
end;
$$;

create or replace function public.record_scheduler_event(payload jsonb)
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
       where lower(email) = lower(v_email) and email_confirmed_at is not null
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
  if v_code is not null and v_old.id is null and v_status = 'active' then
    v_discount_status := public.discount_verdict(v_code, v_email);
  end if;

  insert into public.bookings (
    invitee_uri, event_uri, user_id, intent_id, email, name, phone, status, start_time, end_time,
    services, vehicle, discount_code, discount_status, reschedule_url, cancel_url, rescheduled, canceled_at
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
    v_canceled_at
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

revoke execute on function public.discount_verdict(text, text) from public, anon, authenticated;
revoke execute on function public.record_scheduler_event(jsonb) from public, anon, authenticated;
grant execute on function public.record_scheduler_event(jsonb) to service_role;
