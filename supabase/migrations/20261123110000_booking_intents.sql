-- What a signed-in visitor chose before opening the scheduler: the site inserts a row,
-- passes its id to the scheduler as utm_content, and the scheduler's webhook hands the
-- id back, so the booking can be tied to the account, vehicle and services
-- (record_scheduler_event in 20261123110400_record_scheduler_event.sql).
-- docs/decisions/103-bookings-from-signed-webhooks.md

create table public.booking_intents (
  -- Client generated (the site needs the id before the insert answers, and inserts
  -- without .select()); a collision is a 23505 like any other duplicate.
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  vehicle_id uuid references public.vehicles (id) on delete set null,
  vehicle_size text constraint booking_intents_vehicle_size_allowed check (vehicle_size in ('Sedan', 'SUV', 'XL')),
  services text[] not null
    constraint booking_intents_services_count check (cardinality(services) between 1 and 20)
    constraint booking_intents_services_length check (char_length(array_to_string(services, '')) <= 2000),
  discount_code text constraint booking_intents_discount_code_length check (char_length(discount_code) between 1 and 40),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '2 hours'
);
create index booking_intents_user_id_idx on public.booking_intents (user_id);

alter table public.booking_intents enable row level security;
revoke all on public.booking_intents from anon, authenticated;
grant select on public.booking_intents to authenticated;
-- Not created_at / expires_at: a client must not make its intent live for ever.
grant insert (id, user_id, vehicle_id, vehicle_size, services, discount_code) on public.booking_intents to authenticated;

create policy "Owners read their booking intents"
  on public.booking_intents for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners record their booking intents"
  on public.booking_intents for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (vehicle_id is null or exists (
      select 1 from public.vehicles v where v.id = vehicle_id and v.user_id = (select auth.uid())
    ))
  );
