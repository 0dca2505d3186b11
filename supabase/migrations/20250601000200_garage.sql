-- My Garage: a signed-in user's vehicles and service history. Only the owner
-- reads or changes them; anonymous visitors have no rights at all.

create table public.vehicles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  make text not null constraint vehicles_make_length check (char_length(btrim(make)) between 1 and 50),
  model text not null constraint vehicles_model_length check (char_length(btrim(model)) between 1 and 50),
  year integer constraint vehicles_year_range check (year between 1900 and 2100),
  size text not null constraint vehicles_size_allowed check (size in ('Sedan', 'SUV', 'XL')),
  nickname text constraint vehicles_nickname_length check (char_length(nickname) <= 50),
  created_at timestamptz not null default now()
);
create index vehicles_user_id_idx on public.vehicles (user_id);

alter table public.vehicles enable row level security;
revoke all on public.vehicles from anon, authenticated;
grant select, insert, update, delete on public.vehicles to authenticated;

create policy "Owners read their vehicles"
  on public.vehicles for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners add their vehicles"
  on public.vehicles for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Owners change their vehicles"
  on public.vehicles for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "Owners remove their vehicles"
  on public.vehicles for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.service_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  service_date date not null,
  services text[] not null
    constraint service_history_services_count check (cardinality(services) between 1 and 20),
  -- A history entry names a vehicle in the garage, or describes one in free text
  -- (for a car the customer never added, or has since removed).
  vehicle_id uuid references public.vehicles (id) on delete set null,
  vehicle text constraint service_history_vehicle_length check (char_length(vehicle) <= 100),
  amount numeric(10, 2) constraint service_history_amount_range check (amount >= 0),
  created_at timestamptz not null default now()
);
create index service_history_user_id_idx on public.service_history (user_id);
create index service_history_vehicle_id_idx on public.service_history (vehicle_id);

alter table public.service_history enable row level security;
revoke all on public.service_history from anon, authenticated;
grant select, insert, update, delete on public.service_history to authenticated;

-- A foreign key alone would let a user attach history to someone else's vehicle
-- id; the check also requires that vehicle to be one the user can see.
create policy "Owners read their history"
  on public.service_history for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners add their history"
  on public.service_history for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (vehicle_id is null or exists (
      select 1 from public.vehicles v where v.id = vehicle_id and v.user_id = (select auth.uid())
    ))
  );
create policy "Owners change their history"
  on public.service_history for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and (vehicle_id is null or exists (
      select 1 from public.vehicles v where v.id = vehicle_id and v.user_id = (select auth.uid())
    ))
  );
create policy "Owners remove their history"
  on public.service_history for delete to authenticated
  using ((select auth.uid()) = user_id);
