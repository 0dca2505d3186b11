-- Demo data for local development: one confirmed account with a small garage.
-- Sign in as demo@example.com / "demo password 123".
-- Used by `supabase db reset` (Supabase CLI) and by the local backend when
-- started with --seed. Only columns that exist in hosted Supabase's auth schema
-- are named, and every insert tolerates an existing row, so it can run again.
--
-- GoTrue only finds users of its instance (instance_id all zeros) and reads the
-- token columns into Go strings, so they hold '' as in the rows it writes itself;
-- with NULL there, sign-in answers "Invalid login credentials" or a 500
-- (https://github.com/supabase/auth/issues/1940). A demo row left by an older
-- seed gets those values filled in; nothing else about it changes.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
values (
  '00000000-0000-0000-0000-000000000000',
  '0d5e0000-0000-4000-8000-00000000de40',
  'authenticated',
  'authenticated',
  'demo@example.com',
  '$2a$10$a83p3neBIIvCDjcDcUploOvXYFTdGwPMeo8Iw9T6XLuz6MVwtW3pm',
  now(),
  '',
  '',
  '',
  '',
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Demo Driver"}',
  now(),
  now()
)
on conflict (id) do update set
  instance_id = coalesce(auth.users.instance_id, excluded.instance_id),
  confirmation_token = coalesce(auth.users.confirmation_token, ''),
  recovery_token = coalesce(auth.users.recovery_token, ''),
  email_change_token_new = coalesce(auth.users.email_change_token_new, ''),
  email_change = coalesce(auth.users.email_change, '');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
values (
  '0d5e0000-0000-4000-8000-00000000de41',
  '0d5e0000-0000-4000-8000-00000000de40',
  '0d5e0000-0000-4000-8000-00000000de40',
  '{"sub": "0d5e0000-0000-4000-8000-00000000de40", "email": "demo@example.com", "email_verified": true}',
  'email',
  now(),
  now()
)
on conflict do nothing;

insert into public.vehicles (id, user_id, make, model, year, size, nickname) values
  ('0d5e0000-0000-4000-8000-0000000000c1', '0d5e0000-0000-4000-8000-00000000de40', 'Toyota', 'Camry', 2021, 'Sedan', 'Daily driver'),
  ('0d5e0000-0000-4000-8000-0000000000c2', '0d5e0000-0000-4000-8000-00000000de40', 'Chevrolet', 'Tahoe', 2019, 'XL', 'Family hauler')
on conflict (id) do nothing;

insert into public.service_history (id, user_id, service_date, services, vehicle_id, vehicle, amount) values
  ('0d5e0000-0000-4000-8000-0000000000d1', '0d5e0000-0000-4000-8000-00000000de40', '2025-03-14', '{Signature Detail}', '0d5e0000-0000-4000-8000-0000000000c1', null, 349),
  ('0d5e0000-0000-4000-8000-0000000000d2', '0d5e0000-0000-4000-8000-00000000de40', '2025-05-02', '{Full Detail Package,Engine Bay Detailing}', '0d5e0000-0000-4000-8000-0000000000c2', null, 418),
  ('0d5e0000-0000-4000-8000-0000000000d3', '0d5e0000-0000-4000-8000-00000000de40', '2024-11-20', '{Wash & Wax}', null, 'Old Honda Accord', 139)
on conflict (id) do nothing;
