-- Maintenance plans (data/membership.json): a signed-in customer puts one of their garage
-- vehicles on a plan. Nothing is paid here: each visit is booked and paid through the
-- scheduler like any other booking, so an enrolment is only "this vehicle, this plan, since".
-- The plans themselves live in the catalogue, not in the database: plan_id is checked for
-- shape here and against the catalogue by the site (a plan the owner removes leaves its
-- enrolments, which the garage then shows as ended plans it no longer offers).
-- docs/decisions/156-maintenance-plans.md

create table public.plan_enrolments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  plan_id text not null constraint plan_enrolments_plan_id_shape check (plan_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(plan_id) <= 60),
  joined_at timestamptz not null default now(),
  -- Leaving ends the row rather than deleting it, so the owner's digest and a later
  -- re-join keep the history; null while the vehicle is on the plan.
  ended_at timestamptz,
  constraint plan_enrolments_ended_after_joined check (ended_at is null or ended_at >= joined_at)
);
-- One plan at a time per vehicle: a second join while one is active is a 23505.
create unique index plan_enrolments_one_active_per_vehicle on public.plan_enrolments (vehicle_id) where ended_at is null;
create index plan_enrolments_user_id_idx on public.plan_enrolments (user_id);

alter table public.plan_enrolments enable row level security;
revoke all on public.plan_enrolments from anon, authenticated;
grant select on public.plan_enrolments to authenticated;
-- Not joined_at / ended_at at insert: an enrolment starts now. Not user_id: auth.uid().
grant insert (vehicle_id, plan_id) on public.plan_enrolments to authenticated;
-- Leaving is the one change a customer makes.
grant update (ended_at) on public.plan_enrolments to authenticated;

create policy "Owners read their plan enrolments"
  on public.plan_enrolments for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners put their own vehicles on a plan"
  on public.plan_enrolments for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.vehicles v where v.id = vehicle_id and v.user_id = (select auth.uid()))
  );
create policy "Owners end their active enrolments"
  on public.plan_enrolments for update to authenticated
  using ((select auth.uid()) = user_id and ended_at is null)
  with check ((select auth.uid()) = user_id);

-- The end time is the server's: whatever the client sends (a date in the past or the
-- future, or null), leaving ends the enrolment now, and an ended one stays ended.
create function private.plan_enrolment_end_now()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.ended_at is not null then
    new.ended_at := old.ended_at;
  else
    new.ended_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function private.plan_enrolment_end_now() from public, anon, authenticated;

create trigger plan_enrolments_end_now
  before update of ended_at on public.plan_enrolments
  for each row execute function private.plan_enrolment_end_now();

-- The plan and the vehicle a booking is for. The Book link of a plan visit carries both
-- to Book Now, which records them on the booking intent; the booking takes them from its
-- intent when the scheduler's webhook writes it, so the garage can tell which vehicle a
-- finished visit was for after the short-lived intent is purged.
alter table public.booking_intents
  add column plan_id text constraint booking_intents_plan_id_shape check (plan_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(plan_id) <= 60);
grant insert (plan_id) on public.booking_intents to authenticated;

alter table public.bookings
  add column vehicle_id uuid references public.vehicles (id) on delete set null,
  add column plan_id text constraint bookings_plan_id_length check (char_length(plan_id) <= 60);
create index bookings_vehicle_id_idx on public.bookings (vehicle_id);

-- A trigger rather than another body of record_scheduler_booking_event: the booking's
-- intent already names its vehicle, and a rescheduled booking (a new row with the same
-- intent id) takes them from the booking it replaces once the intent is gone.
create function private.booking_vehicle_from_intent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_intent public.booking_intents;
begin
  if new.intent_id is not null and (new.vehicle_id is null or new.plan_id is null) then
    select * into v_intent from public.booking_intents where id = new.intent_id;
    if found then
      -- Only a vehicle of the booking's own account: an intent's vehicle is its author's.
      if new.vehicle_id is null and v_intent.user_id is not distinct from new.user_id then
        new.vehicle_id := v_intent.vehicle_id;
      end if;
      new.plan_id := coalesce(new.plan_id, v_intent.plan_id);
    else
      -- The intent was purged before a reschedule: the booking it replaces still knows.
      select coalesce(new.vehicle_id, b.vehicle_id), coalesce(new.plan_id, b.plan_id)
        into new.vehicle_id, new.plan_id
        from public.bookings b
       where b.intent_id = new.intent_id and b.user_id is not distinct from new.user_id
         and (b.vehicle_id is not null or b.plan_id is not null)
       order by b.created_at desc
       limit 1;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function private.booking_vehicle_from_intent() from public, anon, authenticated;

create trigger bookings_vehicle_from_intent
  before insert or update of intent_id on public.bookings
  for each row execute function private.booking_vehicle_from_intent();
