-- The scheduler's no-show mark, kept on the booking: a booking the owner marks as a
-- no-show gets no review request; unmarking it (the scheduler's "undo") makes it a
-- finished booking again. Calendly sends invitee_no_show.created and
-- invitee_no_show.deleted with the invitee as payload (its uri, email and a `no_show`
-- object {uri, created_at}, null once deleted):
-- https://developer.calendly.com/api-docs/overview/webhooks/webhook-payload
-- https://developer.calendly.com/api-docs/calendly-api/scheduled-events/create-invitee-no-show
-- docs/decisions/142-customer-messages-from-the-outbox.md

alter table public.bookings add column no_show_at timestamptz;

-- The booking events keep their function under a new name; record_scheduler_event stays
-- the one entry point the scheduler-webhook function calls, and routes by event.
alter function public.record_scheduler_event(jsonb) rename to record_scheduler_booking_event;
revoke execute on function public.record_scheduler_booking_event(jsonb) from public, anon, authenticated, service_role;

create function public.record_scheduler_event(payload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event text := payload ->> 'event';
  p jsonb := payload -> 'payload';
  v_invitee text;
  v_booking public.bookings;
begin
  if jsonb_typeof(payload) <> 'object' or jsonb_typeof(p) <> 'object' then
    raise exception using errcode = '22023', message = 'The delivery has no payload object';
  end if;
  if v_event is null or v_event not in ('invitee_no_show.created', 'invitee_no_show.deleted') then
    return public.record_scheduler_booking_event(payload);
  end if;
  v_invitee := nullif(btrim(p ->> 'uri'), '');
  if v_invitee is null then
    raise exception using errcode = '22023', message = 'The invitee has no uri';
  end if;
  if v_event = 'invitee_no_show.created' then
    update public.bookings
       set no_show_at = coalesce(no_show_at,
                                 public.scheduler_timestamp(p -> 'no_show' ->> 'created_at'),
                                 now()),
           updated_at = now()
     where invitee_uri = v_invitee
    returning * into v_booking;
  else
    update public.bookings
       set no_show_at = null, updated_at = now()
     where invitee_uri = v_invitee and no_show_at is not null
    returning * into v_booking;
  end if;
  if not found then
    -- A mark for a booking this site never recorded (or an undo of nothing): nothing to keep.
    return jsonb_build_object('result', 'unchanged');
  end if;
  return jsonb_build_object(
    'result', case when v_event = 'invitee_no_show.created' then 'no_show' else 'no_show_undone' end,
    'booking_id', v_booking.id
  );
end;
$$;

revoke execute on function public.record_scheduler_event(jsonb) from public, anon, authenticated;
grant execute on function public.record_scheduler_event(jsonb) to service_role;
