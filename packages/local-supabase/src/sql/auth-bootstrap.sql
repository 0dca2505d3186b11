-- The part of a hosted Supabase database that exists before any project
-- migration runs: the API roles, the auth schema and its helper functions.
-- NOT a migration: hosted Supabase already has all of this. The local backend
-- runs it at every start, so every statement is idempotent.

-- The API roles as supabase/postgres creates them
-- (https://github.com/supabase/postgres/blob/develop/migrations/db/init-scripts/00000000000000-initial-schema.sql)
-- and later makes inheriting
-- (https://github.com/supabase/postgres/blob/develop/migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql).
-- PostgREST logs in as `authenticator` and switches to the request's role; the
-- local backend switches from its own connection's role instead, so nothing logs
-- in as authenticator here, but a policy or grant naming it works as hosted.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;
-- Only when needed: roles are cluster-wide, and an unconditional ALTER from two
-- databases of one cluster starting at once fails with "tuple concurrently updated".
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if exists (select 1 from pg_roles where rolname = api_role and not rolinherit) then
      execute format('alter role %I inherit', api_role);
    end if;
  end loop;
end
$$;

do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_has_role('authenticator', api_role, 'member') then
      execute format('grant %I to authenticator', api_role);
    end if;
  end loop;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- Hosted Supabase grants everything in public to the API roles by default and
-- relies on RLS; mirror that, so a migration that forgets RLS fails here too.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- auth.users with every column, type, default and index GoTrue's migrations give it
-- (https://github.com/supabase/auth/tree/master/migrations, 00_init_auth_schema.up.sql
-- onwards). GoTrue itself fills columns that have no default: its User model
-- (https://github.com/supabase/auth/blob/master/internal/models/user.go) reads
-- instance_id, aud, role, the token columns, email_change and created_at into
-- non-nullable Go values, so a row inserted by SQL with NULL there cannot sign in
-- (https://github.com/supabase/auth/issues/1940). packages/local-supabase/docs/decisions/095-auth-users-as-hosted.md
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz
);

-- Added one by one, so a database made by an older bootstrap gains them too.
alter table auth.users
  add column if not exists instance_id uuid,
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists recovery_token varchar(255),
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists is_super_admin boolean,
  add column if not exists phone text default null,
  add column if not exists phone_confirmed_at timestamptz default null,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz default null,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  add column if not exists banned_until timestamptz,
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz default null,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz,
  add column if not exists is_anonymous boolean not null default false;
alter table auth.users
  add column if not exists confirmed_at timestamptz
    generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;
comment on column auth.users.is_sso_user is 'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';

-- Hosted has no default and no NOT NULL on these. The local user store
-- (packages/local-supabase/src/auth/user-store.ts) still leaves aud, role, created_at and updated_at
-- to a default, so those four keep one here until it writes them as GoTrue does.
alter table auth.users
  alter column aud drop not null,
  alter column aud set default 'authenticated',
  alter column role drop not null,
  alter column role set default 'authenticated',
  alter column created_at drop not null,
  alter column created_at set default now(),
  alter column updated_at drop not null,
  alter column updated_at set default now(),
  alter column raw_app_meta_data drop not null,
  alter column raw_app_meta_data drop default,
  alter column raw_user_meta_data drop not null,
  alter column raw_user_meta_data drop default;

-- The local user store's own token columns: hosted GoTrue keeps the hash in
-- confirmation_token / recovery_token instead. Kept until the store moves there.
alter table auth.users
  add column if not exists confirmation_token_hash text,
  add column if not exists recovery_token_hash text;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token_hash);
create index if not exists users_recovery_token_idx on auth.users (recovery_token_hash);

-- The unique e-mail index is GoTrue's partial one; an earlier local bootstrap had
-- its own unique lower(email) index instead.
drop index if exists auth.users_email_lower_key;
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
comment on index auth.users_email_partial_key is 'Auth: A partial unique index that applies only when is_sso_user is false';
create index if not exists users_instance_id_email_idx on auth.users using btree (instance_id, lower((email)::text));
create index if not exists users_instance_id_idx on auth.users using btree (instance_id);
create index if not exists users_is_anonymous_idx on auth.users using btree (is_anonymous);
-- Local only: the project's own lookups (record_scheduler_event, the claim of unclaimed
-- bookings, discount codes) find a user by lower(email) alone, which GoTrue's
-- (instance_id, lower(email)) index above does not serve. Hosted Supabase forbids a
-- migration to add an index to an auth table since 21 April 2025
-- (https://supabase.com/changelog/34270-restricting-access-on-auth-storage-and-realtime-schemas-on-april-21-2025),
-- so the index lives only here, where the project creates the auth schema itself.
-- docs/decisions/135-one-lead-per-request-and-owner-digest.md
create index if not exists users_email_lower_idx on auth.users using btree (lower((email)::text));
-- '' and numeric OTPs are excluded, so any number of users may have no pending token.
create unique index if not exists confirmation_token_idx on auth.users using btree (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users using btree (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users using btree (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users using btree (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';
create unique index if not exists reauthentication_token_idx on auth.users using btree (reauthentication_token) where reauthentication_token !~ '^[0-9 ]*$';
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'users_phone_key' and conrelid = 'auth.users'::regclass) then
    alter table auth.users add constraint users_phone_key unique (phone);
  end if;
end
$$;
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
-- GoTrue enables RLS with no policy: only its own (owner) role reads the table.
alter table auth.users enable row level security;

create table if not exists auth.identities (
  id uuid primary key,
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);

-- One row per signed-in device; refresh tokens belong to a session (their "family").
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Tokens are stored as SHA-256 hashes: a leaked table does not leak sessions.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- The helpers policies call, as GoTrue defines them
-- (migrations/20220224000811_update_auth_functions.up.sql and
-- 20220531120530_add_auth_jwt_function.up.sql in https://github.com/supabase/auth):
-- they read the claims the API layer put into the transaction.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- The Supabase CLI's migration bookkeeping table, same shape.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
