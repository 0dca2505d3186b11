-- My Garage: vehicles are the owner's to read and change; service history is the
-- owner's to read. History is written here as the table owner, because customers do
-- not write it (the business does). Every assertion looks only at the users created
-- here, so it holds on a seeded database.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
begin;
select plan(17);

-- Users as GoTrue writes them (instance_id, aud, role, '' tokens, timestamps): none of those
-- columns has a default on hosted (packages/local-supabase/src/sql/gotrue-auth-schema.json).
insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at) values
  ('00000000-0000-0000-0000-000000000000', 'aaaaaaaa-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'garage.owner@example.com', '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'garage.other@example.com', '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());

insert into public.service_history (id, user_id, service_date, services, vehicle, amount) values
  ('eeeeeeee-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', '2025-01-10', '{Signature Detail}', 'Old Honda Accord', 349),
  ('eeeeeeee-0000-4000-8000-000000000003', 'bbbbbbbb-0000-4000-8000-000000000002', '2025-03-01', '{Full Detail Package}', 'Kia Soul', 299);

-- The owner.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated"}', true);

select lives_ok(
  $$insert into public.vehicles (id, make, model, year, size, nickname) values
      ('dddddddd-0000-4000-8000-000000000001', 'Toyota', 'Camry', 2021, 'Sedan', 'Daily'),
      ('dddddddd-0000-4000-8000-000000000002', 'Chevrolet', 'Tahoe', 2019, 'XL', 'Spare')$$,
  'the owner adds vehicles'
);
select is(
  (select user_id from public.vehicles where id = 'dddddddd-0000-4000-8000-000000000001'),
  'aaaaaaaa-0000-4000-8000-000000000001'::uuid,
  'a new vehicle belongs to the caller without naming them'
);
select throws_ok(
  $$insert into public.vehicles (make, model, size) values ('Ford', 'F-150', 'Truck')$$,
  '23514', null,
  'a vehicle size other than Sedan, SUV or XL is refused'
);
select results_eq(
  'select id from public.vehicles order by id',
  $$values ('dddddddd-0000-4000-8000-000000000001'::uuid), ('dddddddd-0000-4000-8000-000000000002'::uuid)$$,
  'the owner sees their vehicles and no one else''s'
);

-- History for one of the new vehicles, written by the business (the table owner).
reset role;
insert into public.service_history (id, user_id, service_date, services, vehicle_id, amount) values
  ('eeeeeeee-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000001', '2025-02-14', '{Wash & Wax}', 'dddddddd-0000-4000-8000-000000000002', 139);
set local role authenticated;

select results_eq(
  'select id from public.service_history order by id',
  $$values ('eeeeeeee-0000-4000-8000-000000000001'::uuid), ('eeeeeeee-0000-4000-8000-000000000002'::uuid)$$,
  'the owner sees their service history and no one else''s'
);
select lives_ok(
  $$update public.vehicles set nickname = 'Commuter' where id = 'dddddddd-0000-4000-8000-000000000001'$$,
  'the owner renames a vehicle'
);
select lives_ok(
  $$delete from public.vehicles where id = 'dddddddd-0000-4000-8000-000000000002'$$,
  'the owner removes a vehicle, even one their history names'
);
select throws_ok(
  $$update public.vehicles set user_id = 'bbbbbbbb-0000-4000-8000-000000000002' where id = 'dddddddd-0000-4000-8000-000000000001'$$,
  '42501', null,
  'the owner may not hand a vehicle to another user'
);

-- Another signed-in user.
select set_config('request.jwt.claims', '{"sub": "bbbbbbbb-0000-4000-8000-000000000002", "role": "authenticated"}', true);

select is_empty(
  $$select 1 from public.vehicles where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'another user sees none of the owner''s vehicles'
);
select results_eq(
  'select id from public.service_history order by id',
  $$values ('eeeeeeee-0000-4000-8000-000000000003'::uuid)$$,
  'another user sees only their own history'
);
-- The owner's rows are invisible here, so these change nothing (checked below).
update public.vehicles set nickname = 'Mine now' where id = 'dddddddd-0000-4000-8000-000000000001';
delete from public.vehicles where id = 'dddddddd-0000-4000-8000-000000000001';
select throws_ok(
  $$insert into public.vehicles (user_id, make, model, size) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Kia', 'Soul', 'SUV')$$,
  '42501', null,
  'a user may not add a vehicle to another user''s garage'
);

-- A visitor who is not signed in.
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok('select 1 from public.vehicles', '42501', null, 'anon may not read vehicles');
select throws_ok('select 1 from public.service_history', '42501', null, 'anon may not read service history');
select throws_ok(
  $$insert into public.vehicles (user_id, make, model, size) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Kia', 'Soul', 'SUV')$$,
  '42501', null,
  'anon may not add vehicles'
);

reset role;
select results_eq(
  $$select id, nickname from public.vehicles where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  $$values ('dddddddd-0000-4000-8000-000000000001'::uuid, 'Commuter'::text)$$,
  'only the owner''s own changes reached their vehicles'
);
select is(
  (select count(*)::int from public.service_history where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  2,
  'the owner''s history is intact'
);
select is(
  (select vehicle_id from public.service_history where id = 'eeeeeeee-0000-4000-8000-000000000002'),
  null,
  'history stays, without its vehicle, when the vehicle is removed'
);

select * from finish();
rollback;
