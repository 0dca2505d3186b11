-- Profiles: one row per auth user, created by the database itself when the user
-- signs up, so the site never needs (and is never granted) an INSERT on profiles.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text constraint profiles_full_name_length check (char_length(full_name) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Hosted Supabase grants ALL to the API roles by default; narrow it so that even a
-- future permissive policy cannot let anyone insert, delete or rewrite an id.
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (full_name, updated_at) on public.profiles to authenticated;

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- security definer: runs as the migration owner, because the auth service's
-- role that inserts into auth.users has no rights on public.profiles.
-- search_path is empty so nothing in the caller's path can shadow a name.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (
    new.id,
    -- Sign-up metadata is client supplied: blank becomes null and an overlong
    -- name is cut, so a sign-up never fails on the profile's constraints.
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 100)
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
