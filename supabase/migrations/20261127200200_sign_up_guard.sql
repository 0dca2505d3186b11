-- Sign-ups carry the same bot guard as the lead forms (docs/decisions/144-bot-proof-forms.md):
-- the sign-up form sends its honeypot and form ticket as user metadata
-- (supabase.auth.signUp({ options: { data: { website, form_ticket } } })), and Supabase Auth's
-- Before User Created hook refuses the account when the honeypot is filled or the ticket is
-- missing, forged, younger than the minimum fill time or older than a day: no user is stored
-- and no confirmation mail is sent. The hook runs for /signup (and invites), not for users the
-- admin API creates (https://supabase.com/docs/guides/auth/auth-hooks/before-user-created-hook;
-- https://github.com/supabase/auth internal/api/signup.go calls triggerBeforeUserCreated).
-- Enabled in supabase/config.toml [auth.hook.before_user_created]; on the hosted project in
-- Authentication > Hooks, pointing at this function (README "Deploying").
--
-- The refusal names no reason: "Sign-up is not available right now." (400), the same for every
-- check, so a bot cannot tell which one it failed. A person never sees it: the form itself
-- waits out the fill time and sends nothing when its honeypot is filled (lib/form-guard.ts).

create function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
-- The form guard's secret is in private.
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(event -> 'user' -> 'user_metadata', event -> 'user' -> 'raw_user_meta_data', '{}'::jsonb);
begin
  if jsonb_typeof(v_meta) <> 'object' then
    v_meta := '{}'::jsonb;
  end if;
  if private.form_guard_passes(v_meta ->> 'website', v_meta ->> 'form_ticket') then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 400, 'message', 'Sign-up is not available right now.'));
end;
$$;

revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
-- Supabase Auth calls Postgres hooks as supabase_auth_admin
-- (https://supabase.com/docs/guides/auth/auth-hooks#security-and-permissions).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
  end if;
end;
$$;

-- The two fields did their work before the user existed; they are not kept in the account's
-- metadata (which every access token carries).
create function private.strip_form_guard_metadata()
returns trigger
language plpgsql
-- Runs for Supabase Auth's own role, which has no rights on private.
security definer
set search_path = ''
as $$
begin
  if new.raw_user_meta_data is not null and jsonb_typeof(new.raw_user_meta_data) = 'object' then
    new.raw_user_meta_data := new.raw_user_meta_data - 'website' - 'form_ticket';
  end if;
  return new;
end;
$$;

revoke execute on function private.strip_form_guard_metadata() from public, anon, authenticated;

create trigger strip_form_guard_metadata
  before insert on auth.users
  for each row execute function private.strip_form_guard_metadata();
