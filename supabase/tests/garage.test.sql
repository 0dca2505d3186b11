-- Vehicles and service history: only the owner reads or changes them.
begin;

insert into auth.users (id, email) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'owner@example.com'),
  ('bbbbbbbb-0000-4000-8000-000000000002', 'other@example.com');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated"}', true);

do $$
begin
  -- user_id defaults to the caller
  insert into public.vehicles (id, make, model, year, size, nickname)
    values ('dddddddd-0000-4000-8000-000000000001', 'Toyota', 'Camry', 2021, 'Sedan', 'Daily');
  insert into public.service_history (user_id, vehicle_id, service_date, services, amount)
    values ('aaaaaaaa-0000-4000-8000-000000000001', 'dddddddd-0000-4000-8000-000000000001', '2025-01-10', '{Signature Detail}', 349);

  begin
    insert into public.vehicles (make, model, size) values ('Ford', 'F-150', 'Truck');
    raise exception 'size must be Sedan, SUV or XL';
  exception when check_violation then null;
  end;

  if (select count(*) from public.vehicles) <> 1 or (select count(*) from public.service_history) <> 1 then
    raise exception 'the owner should see their vehicle and history';
  end if;
end
$$;

select set_config('request.jwt.claims', '{"sub": "bbbbbbbb-0000-4000-8000-000000000002", "role": "authenticated"}', true);

do $$
begin
  if (select count(*) from public.vehicles) <> 0 or (select count(*) from public.service_history) <> 0 then
    raise exception 'another user must not see the owner''s garage';
  end if;

  update public.vehicles set nickname = 'Mine now';
  delete from public.service_history;

  begin
    insert into public.vehicles (user_id, make, model, size)
      values ('aaaaaaaa-0000-4000-8000-000000000001', 'Kia', 'Soul', 'SUV');
    raise exception 'a user must not add vehicles to another garage';
  exception when insufficient_privilege then null;
  end;

  begin
    insert into public.service_history (service_date, services, vehicle_id)
      values ('2025-02-01', '{Wash}', 'dddddddd-0000-4000-8000-000000000001');
    raise exception 'a user must not attach history to another user''s vehicle';
  exception when insufficient_privilege then null;
  end;
end
$$;

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
do $$
begin
  perform 1 from public.vehicles;
  raise exception 'anon must not read vehicles';
exception when insufficient_privilege then null;
end
$$;

reset role;
do $$
begin
  if (select nickname from public.vehicles where id = 'dddddddd-0000-4000-8000-000000000001') <> 'Daily'
     or (select count(*) from public.service_history) <> 1 then
    raise exception 'another user changed the owner''s garage';
  end if;
end
$$;

rollback;
