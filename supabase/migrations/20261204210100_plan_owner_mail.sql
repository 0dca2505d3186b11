-- The owner hears of every plan join and leave (docs/decisions/156-maintenance-plans.md),
-- through the owner's outbox like leads and bookings: a burst becomes one digest
-- (docs/decisions/135-one-lead-per-request-and-owner-digest.md). Its own trigger function,
-- so private.enqueue_owner_mail keeps its body.

alter table private.owner_outbox drop constraint owner_outbox_kind_allowed;
alter table private.owner_outbox add constraint owner_outbox_kind_allowed
  check (kind in ('lead', 'chat_lead', 'waitlist', 'booking', 'booking_canceled', 'plan_joined', 'plan_left'));

-- The payload names the customer and the vehicle as they are now: the owner's mail must
-- say who joined, and the customer's inserting role may not read auth.users.
create function private.enqueue_plan_owner_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_vehicle public.vehicles;
  v_email text;
  v_name text;
begin
  if tg_op = 'INSERT' then
    v_kind := 'plan_joined';
  elsif old.ended_at is null and new.ended_at is not null then
    v_kind := 'plan_left';
  else
    return null;
  end if;
  select * into v_vehicle from public.vehicles where id = new.vehicle_id;
  select u.email into v_email from auth.users u where u.id = new.user_id;
  select p.full_name into v_name from public.profiles p where p.id = new.user_id;
  insert into private.owner_outbox (kind, payload)
  values (
    v_kind,
    to_jsonb(new) || jsonb_build_object(
      'email', v_email,
      'name', v_name,
      'vehicle', case when v_vehicle.id is null then null
                      else btrim(concat_ws(' ', v_vehicle.year::text, v_vehicle.make, v_vehicle.model)) || ' (' || v_vehicle.size || ')' end
    )
  );
  return null;
end;
$$;

revoke execute on function private.enqueue_plan_owner_mail() from public, anon, authenticated;

create trigger plan_enrolments_notify_owner
  after insert or update of ended_at on public.plan_enrolments
  for each row execute function private.enqueue_plan_owner_mail();
