-- A booking made from an approved quote keeps the quote, for guests too. Until now the quote
-- rode only on a signed-in customer's booking intent, so a guest who approved from the quote
-- mail and booked got a booking the owner's mail and My Garage could not tie to it.
--
-- The booking now holds quote_id itself, set once the booking is recorded:
--   * from its booking intent's quote (booking_intent_quote_check already kept only an
--     approved quote sent to the signed-in mailbox);
--   * else, on a reschedule, from the booking it replaces;
--   * else from utm_content, which Book Now sets to the quote's id when it has no intent
--     (components/booking/scheduler/BookNow.tsx). The id is no secret of the link-sharer's
--     to spend, so it counts only for an approved quote sent to the invitee's own mailbox
--     (public.email_mailbox) that no other active booking holds.

alter table public.bookings add column quote_id uuid references public.quotes (id) on delete set null;
create index bookings_quote_id_idx on public.bookings (quote_id);

update public.bookings b
   set quote_id = i.quote_id
  from public.booking_intents i
 where i.id = b.intent_id and i.quote_id is not null;

create function private.booking_quote_tie(p_booking_id uuid, p jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_quote uuid;
  v_content text := p -> 'tracking' ->> 'utm_content';
begin
  select * into v_booking from public.bookings where id = p_booking_id;
  if not found then
    return;
  end if;
  select i.quote_id into v_quote from public.booking_intents i where i.id = v_booking.intent_id;
  if v_quote is null and nullif(btrim(p ->> 'old_invitee'), '') is not null then
    select b.quote_id into v_quote from public.bookings b where b.invitee_uri = btrim(p ->> 'old_invitee');
  end if;
  if v_quote is null and v_content ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select q.id into v_quote
      from public.quotes q
     where q.id = v_content::uuid
       and q.status = 'approved'
       and public.email_mailbox(q.email) = public.email_mailbox(v_booking.email)
       and not exists (select 1 from public.bookings o
                        where o.quote_id = q.id and o.status = 'active' and o.id <> v_booking.id)
       for update of q;
  end if;
  if v_quote is not null then
    update public.bookings set quote_id = v_quote where id = v_booking.id;
  end if;
end;
$$;
revoke execute on function private.booking_quote_tie(uuid, jsonb) from public, anon, authenticated;

-- The one entry point the scheduler-webhook function calls. The body is that of
-- 20261127100000_scheduler_no_show.sql, with the quote tied to a booking it creates.
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
  v_booking public.bookings;
  v_result jsonb;
begin
  if jsonb_typeof(payload) <> 'object' or jsonb_typeof(p) <> 'object' then
    raise exception using errcode = '22023', message = 'The delivery has no payload object';
  end if;
  if v_event is null or v_event not in ('invitee_no_show.created', 'invitee_no_show.deleted') then
    v_result := public.record_scheduler_booking_event(payload);
    if v_result ->> 'result' = 'created' then
      perform private.booking_quote_tie((v_result ->> 'booking_id')::uuid, p);
    end if;
    return v_result;
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

-- For the owner's booking mail (service role): the approved quote's total of a booking.
drop function public.quote_total_for_intent(uuid);
create function public.quote_total_for_booking(p_booking_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select q.total_cents from public.bookings b join public.quotes q on q.id = b.quote_id
   where b.id = p_booking_id and q.status = 'approved'
$$;
revoke execute on function public.quote_total_for_booking(uuid) from public, anon, authenticated;
grant execute on function public.quote_total_for_booking(uuid) to service_role;

-- My Garage: the quotes sent to the signed-in address, each with the ids of that account's
-- bookings made from it. The body is that of 20261204200000_quotes.sql, reading the booking's
-- own quote.
create or replace function public.my_quotes()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.quote_json(q.id, now()) || jsonb_build_object(
           'id', q.id,
           'booking_ids', coalesce((select jsonb_agg(b.id order by b.created_at) from public.bookings b
                                     where b.quote_id = q.id and b.user_id = auth.uid()), '[]'::jsonb)
         ) order by q.created_at desc), '[]'::jsonb)
    from public.quotes q
   where auth.uid() is not null
     and coalesce(auth.jwt() ->> 'email', '') <> ''
     and public.email_mailbox(q.email) = public.email_mailbox(auth.jwt() ->> 'email')
$$;
revoke execute on function public.my_quotes() from public, anon;
grant execute on function public.my_quotes() to authenticated;
