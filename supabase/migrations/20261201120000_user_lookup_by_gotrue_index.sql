-- record_scheduler_booking_event (the booking events of record_scheduler_event, renamed in
-- 20261127100000_scheduler_no_show.sql) finds the account of a booking's address. On
-- hosted Supabase a migration may not index an auth table
-- (https://supabase.com/changelog/34270-restricting-access-on-auth-storage-and-realtime-schemas-on-april-21-2025);
-- the index GoTrue keeps for this lookup is users_instance_id_email_idx on
-- (instance_id, lower(email))
-- (https://github.com/supabase/auth/blob/master/migrations/20220114185221_update_user_idx.up.sql),
-- which serves only a lookup that names instance_id too. GoTrue writes the nil uuid there
-- for every user and finds users only under it (findUser in
-- https://github.com/supabase/auth/blob/master/internal/models/user.go), so this lookup
-- does as well. The body is otherwise that of 20261126100000_booking_intent_needs_owner_address.sql.
-- docs/decisions/135-one-lead-per-request-and-owner-digest.md
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

revoke execute on function public.record_scheduler_booking_event(jsonb) from public, anon, authenticated;
