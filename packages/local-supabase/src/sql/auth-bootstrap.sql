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

-- auth.users, auth.identities, auth.sessions and auth.refresh_tokens as GoTrue's
-- migrations leave them (https://github.com/supabase/auth/tree/master/migrations):
-- every column with its type, nullability, default and generation, and the indexes
-- GoTrue creates. gotrue-auth-schema.json beside this file is that list, read off the
-- migrations at the commit it names; tests/auth-schema-parity.test.ts compares the
-- live catalog with it. Hosted has no default for aud, role, created_at, updated_at and
-- most token columns: GoTrue writes them on every insert (its models in
-- https://github.com/supabase/auth/tree/master/internal/models), and so does
-- src/auth/user-store.ts. A row inserted by SQL must write them too, or it cannot sign
-- in on hosted (https://github.com/supabase/auth/issues/1940).
-- packages/local-supabase/docs/decisions/095-auth-users-as-hosted.md
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null,
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
  updated_at timestamptz,
  phone text default null::varchar,
  phone_confirmed_at timestamptz,
  phone_change text default ''::varchar,
  phone_change_token varchar(255) default ''::varchar,
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default ''::varchar,
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default ''::varchar,
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id),
  constraint users_phone_key unique (phone)
);

-- A database made by an older bootstrap is brought to the same layout at the next start:
-- its missing columns added, its local defaults and NOT NULLs dropped, its own token-hash
-- columns folded into GoTrue's token columns, its local lower(email) index dropped.
alter table auth.users
  add column if not exists instance_id uuid,
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists recovery_token varchar(255),
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists is_super_admin boolean,
  add column if not exists phone text default null::varchar,
  add column if not exists phone_confirmed_at timestamptz,
  add column if not exists phone_change text default ''::varchar,
  add column if not exists phone_change_token varchar(255) default ''::varchar,
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists email_change_token_current varchar(255) default ''::varchar,
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  add column if not exists banned_until timestamptz,
  add column if not exists reauthentication_token varchar(255) default ''::varchar,
  add column if not exists reauthentication_sent_at timestamptz,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz,
  add column if not exists is_anonymous boolean not null default false;
alter table auth.users
  add column if not exists confirmed_at timestamptz
    generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;
alter table auth.users
  alter column aud drop not null,
  alter column aud drop default,
  alter column role drop not null,
  alter column role drop default,
  alter column created_at drop not null,
  alter column created_at drop default,
  alter column updated_at drop not null,
  alter column updated_at drop default,
  alter column raw_app_meta_data drop not null,
  alter column raw_app_meta_data drop default,
  alter column raw_user_meta_data drop not null,
  alter column raw_user_meta_data drop default,
  alter column phone set default null::varchar,
  alter column phone_change set default ''::varchar,
  alter column phone_change_token set default ''::varchar,
  alter column email_change_token_current set default ''::varchar,
  alter column reauthentication_token set default ''::varchar;
do $$
begin
  if exists (select 1 from pg_attribute where attrelid = 'auth.users'::regclass and attname = 'confirmation_token_hash' and not attisdropped) then
    update auth.users set confirmation_token = coalesce(confirmation_token_hash, '') where confirmation_token_hash is not null or confirmation_token is null;
    alter table auth.users drop column confirmation_token_hash;
  end if;
  if exists (select 1 from pg_attribute where attrelid = 'auth.users'::regclass and attname = 'recovery_token_hash' and not attisdropped) then
    update auth.users set recovery_token = coalesce(recovery_token_hash, '') where recovery_token_hash is not null or recovery_token is null;
    alter table auth.users drop column recovery_token_hash;
  end if;
  if not exists (select 1 from pg_constraint where conname = 'users_phone_key' and conrelid = 'auth.users'::regclass) then
    alter table auth.users add constraint users_phone_key unique (phone);
  end if;
end
$$;
drop index if exists auth.users_email_lower_key;
drop index if exists auth.users_email_lower_idx;
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
comment on column auth.users.is_sso_user is 'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
comment on index auth.users_email_partial_key is 'Auth: A partial unique index that applies only when is_sso_user is false';
-- The index GoTrue finds users by (instance_id = the nil uuid and lower(email) = $1); a
-- migration of the project cannot add another on hosted, so the project's own lookups name
-- instance_id too (supabase/migrations/20261201120000_user_lookup_by_gotrue_index.sql).
create index if not exists users_instance_id_email_idx on auth.users using btree (instance_id, lower((email)::text));
create index if not exists users_instance_id_idx on auth.users using btree (instance_id);
create index if not exists users_is_anonymous_idx on auth.users using btree (is_anonymous);
-- '' and numeric OTPs are excluded, so any number of users may have no pending token.
create unique index if not exists confirmation_token_idx on auth.users using btree (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users using btree (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users using btree (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users using btree (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';
create unique index if not exists reauthentication_token_idx on auth.users using btree (reauthentication_token) where reauthentication_token !~ '^[0-9 ]*$';
-- GoTrue enables RLS with no policy on its tables: only its own (owner) role reads them.
alter table auth.users enable row level security;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid(),
  constraint identities_pkey primary key (id),
  constraint identities_provider_id_provider_unique unique (provider_id, provider),
  constraint identities_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
alter table auth.identities
  alter column id set default gen_random_uuid(),
  alter column created_at drop not null,
  alter column created_at drop default,
  alter column updated_at drop not null,
  alter column updated_at drop default,
  add column if not exists email text generated always as (lower(identity_data ->> 'email')) stored;
do $$
begin
  if exists (select 1 from pg_constraint where conname = 'identities_provider_id_provider_key' and conrelid = 'auth.identities'::regclass) then
    alter table auth.identities rename constraint identities_provider_id_provider_key to identities_provider_id_provider_unique;
  end if;
end
$$;
create index if not exists identities_email_idx on auth.identities using btree (email text_pattern_ops);
create index if not exists identities_user_id_idx on auth.identities using btree (user_id);
alter table auth.identities enable row level security;

-- An older bootstrap's own sessions and hashed-token tables give way to GoTrue's; the
-- sign-ins stored in them end (each device signs in again once).
do $$
begin
  if exists (select 1 from pg_attribute where attrelid = to_regclass('auth.refresh_tokens') and attname = 'token_hash' and not attisdropped) then
    drop table auth.refresh_tokens;
    drop table if exists auth.sessions;
  end if;
  if not exists (select 1 from pg_type where typname = 'aal_level' and typnamespace = 'auth'::regnamespace) then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end
$$;

-- One row per signed-in device. No auth.oauth_clients here (the twin is no OAuth
-- server), so oauth_client_id has no foreign key.
create table if not exists auth.sessions (
  id uuid not null,
  user_id uuid not null,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text,
  constraint sessions_pkey primary key (id),
  constraint sessions_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
create index if not exists sessions_not_after_idx on auth.sessions using btree (not_after desc);
create index if not exists sessions_oauth_client_id_idx on auth.sessions using btree (oauth_client_id);
create index if not exists sessions_user_id_idx on auth.sessions using btree (user_id);
create index if not exists user_id_created_at_idx on auth.sessions using btree (user_id, created_at);
alter table auth.sessions enable row level security;

-- A session's refresh tokens, each with its parent (the token it replaced). The twin keeps
-- a SHA-256 hash in token and parent where GoTrue keeps the token itself (packages/local-supabase/docs/decisions/090-refresh-tokens-derived-from-parent.md).
create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial not null,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token),
  constraint refresh_tokens_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_instance_id_idx on auth.refresh_tokens using btree (instance_id);
create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens using btree (instance_id, user_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens using btree (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens using btree (session_id, revoked);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens using btree (updated_at desc);
alter table auth.refresh_tokens enable row level security;

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
