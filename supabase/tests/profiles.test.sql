-- Profiles: created by the sign-up trigger; readable and changeable only by their owner.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
-- Every assertion looks only at the users created here, so it holds on a seeded database.
begin;
select plan(9);

-- Users as GoTrue writes them (instance_id, aud, role, '' tokens, timestamps): none of those
-- columns has a default on hosted (packages/local-supabase/src/sql/gotrue-auth-schema.json).
insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at) values
  ('00000000-0000-0000-0000-000000000000', 'aaaaaaaa-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'profiles.owner@example.com', '{"full_name": "Owner Name"}', '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'profiles.other@example.com', '{"full_name": "   "}', '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());

select is(
  (select full_name from public.profiles where id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  'Owner Name',
  'the sign-up trigger copies full_name from the sign-up metadata'
);
select is(
  (select full_name from public.profiles where id = 'bbbbbbbb-0000-4000-8000-000000000002'),
  null,
  'a blank full_name becomes null'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated"}', true);

select results_eq(
  'select id from public.profiles',
  $$values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid)$$,
  'a user sees exactly their own profile'
);
select lives_ok(
  $$update public.profiles set full_name = 'Renamed' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'a user may rename themselves'
);
-- Someone else's row is invisible to the update, so it changes nothing (checked below).
update public.profiles set full_name = 'Hijacked' where id = 'bbbbbbbb-0000-4000-8000-000000000002';
select throws_ok(
  $$delete from public.profiles where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null,
  'a user may not delete a profile'
);
select throws_ok(
  $$insert into public.profiles (id, full_name) values ('cccccccc-0000-4000-8000-000000000003', 'New')$$,
  '42501', null,
  'a user may not insert a profile'
);

reset role;
select results_eq(
  $$select id, full_name from public.profiles
     where id in ('aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002') order by id$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid, 'Renamed'::text),
           ('bbbbbbbb-0000-4000-8000-000000000002'::uuid, null::text)$$,
  'the owner renamed themselves and nobody else'
);

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok(
  'select 1 from public.profiles',
  '42501', null,
  'anon may not read profiles'
);
select throws_ok(
  $$update public.profiles set full_name = 'Anon'$$,
  '42501', null,
  'anon may not change profiles'
);

select * from finish();
rollback;
