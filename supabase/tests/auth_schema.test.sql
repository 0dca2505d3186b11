-- The parts of hosted Supabase's auth schema and roles that the seed, the policies and
-- the site rely on. Locally they come from packages/local-supabase/src/sql/auth-bootstrap.sql; under
-- `supabase test db` from GoTrue's own migrations
-- (https://github.com/supabase/auth/tree/master/migrations) and supabase/postgres
-- (https://github.com/supabase/postgres/tree/develop/migrations/db), so a local
-- assumption that hosted does not share fails here.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
begin;
select plan(31);

select col_type_is('auth', 'users', 'instance_id', 'uuid', 'auth.users.instance_id is a uuid');
select col_type_is('auth', 'users', 'confirmation_token', 'character varying(255)', 'auth.users.confirmation_token is varchar(255)');
select col_type_is('auth', 'users', 'recovery_token', 'character varying(255)', 'auth.users.recovery_token is varchar(255)');
select col_type_is('auth', 'users', 'email_change_token_new', 'character varying(255)', 'auth.users.email_change_token_new is varchar(255)');
select col_type_is('auth', 'users', 'email_change', 'character varying(255)', 'auth.users.email_change is varchar(255)');
select col_type_is('auth', 'users', 'raw_app_meta_data', 'jsonb', 'auth.users.raw_app_meta_data is jsonb');
select col_type_is('auth', 'users', 'raw_user_meta_data', 'jsonb', 'auth.users.raw_user_meta_data is jsonb');
select col_is_null('auth', 'users', 'raw_app_meta_data', 'auth.users.raw_app_meta_data may be null');
select col_is_null('auth', 'users', 'raw_user_meta_data', 'auth.users.raw_user_meta_data may be null');
select col_hasnt_default('auth', 'users', 'confirmation_token', 'auth.users.confirmation_token has no default: GoTrue writes it');
select col_hasnt_default('auth', 'users', 'instance_id', 'auth.users.instance_id has no default: GoTrue writes it');
select col_not_null('auth', 'users', 'is_sso_user', 'auth.users.is_sso_user is never null');
-- GoTrue writes these itself: a user inserted by SQL must too (the full layout is
-- packages/local-supabase/src/sql/gotrue-auth-schema.json).
select col_hasnt_default('auth', 'users', 'aud', 'auth.users.aud has no default: GoTrue writes it');
select col_hasnt_default('auth', 'users', 'role', 'auth.users.role has no default: GoTrue writes it');
select col_hasnt_default('auth', 'users', 'created_at', 'auth.users.created_at has no default: GoTrue writes it');
select col_default_is('auth', 'identities', 'id', 'gen_random_uuid()', 'auth.identities.id defaults to a random uuid');
select col_is_null('auth', 'identities', 'created_at', 'auth.identities.created_at may be null');
select col_type_is('auth', 'sessions', 'aal', 'auth.aal_level', 'auth.sessions.aal is GoTrue''s aal_level');
select col_type_is('auth', 'refresh_tokens', 'token', 'character varying(255)', 'auth.refresh_tokens.token is varchar(255)');
select has_index('auth', 'users', 'users_email_partial_key', 'email', 'auth.users has the partial unique e-mail index');
select index_is_unique('auth', 'users', 'users_email_partial_key', 'users_email_partial_key is unique');

select results_eq(
  $$select rolname::text collate "default", rolinherit, rolcanlogin, rolbypassrls from pg_roles
     where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname$$,
  $$values ('anon', true, false, false), ('authenticated', true, false, false),
           ('authenticator', false, true, false), ('service_role', true, false, true)$$,
  'the API roles inherit, only service_role bypasses RLS, only authenticator logs in'
);
select is_member_of('anon', array['authenticator'], 'authenticator may become anon');
select is_member_of('authenticated', array['authenticator'], 'authenticator may become authenticated');
select is_member_of('service_role', array['authenticator'], 'authenticator may become service_role');

select function_returns('auth', 'email', array[]::text[], 'text', 'auth.email() returns text');
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated", "email": "claims@example.com"}', true);
set local role authenticated;
select is(auth.email(), 'claims@example.com', 'auth.email() reads the e-mail claim');
select is(auth.uid(), 'aaaaaaaa-0000-4000-8000-000000000001'::uuid, 'auth.uid() reads the sub claim');
select is(auth.role(), 'authenticated', 'auth.role() reads the role claim');
select throws_ok('select 1 from auth.users', '42501', null, 'a signed-in user may not read auth.users');
reset role;

-- GoTrue scans these into non-nullable Go values and looks users up by the all-zero
-- instance_id (https://github.com/supabase/auth/blob/master/internal/models/user.go),
-- so a row that fails this cannot sign in (https://github.com/supabase/auth/issues/1940).
select is_empty(
  $$select email from auth.users
     where instance_id is distinct from '00000000-0000-0000-0000-000000000000'
        or aud is null or role is null or created_at is null or updated_at is null
        or confirmation_token is null or recovery_token is null
        or email_change_token_new is null or email_change is null$$,
  'every user (the seeded demo user included) is one GoTrue can read and sign in'
);

select * from finish();
rollback;
