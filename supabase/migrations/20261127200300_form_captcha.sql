-- Cloudflare Turnstile for the lead forms (docs/decisions/144-bot-proof-forms.md). The lead
-- tables are written straight through PostgREST, so the captcha cannot be checked on the
-- insert itself; it is checked where the form's ticket comes from. With Turnstile switched on
-- (public.set_form_captcha_required(true), once the form-ticket function has its
-- TURNSTILE_SECRET_KEY), anon's public.form_ticket() gives no more tickets that the guard
-- accepts: only the form-ticket edge function does, after Cloudflare's siteverify accepted the
-- widget's token, and it marks them ("<ms>c.<signature>", the "c" signed with the time). Off by
-- default: without a key nothing changes.

create table private.form_guard_settings (
  only_row boolean primary key default true constraint form_guard_settings_one_row check (only_row),
  captcha_required boolean not null default false
);
insert into private.form_guard_settings default values;
revoke all on private.form_guard_settings from public, anon, authenticated;

create function private.form_ticket_verified_at(p_at timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select t.ms || 'c.' || private.form_ticket_signature(t.ms || 'c')
    from (select floor(extract(epoch from p_at) * 1000)::bigint::text as ms) t
$$;

-- The honeypot, the signature and the fill time; "c" tickets carry their mark in what is signed.
create function private.form_guard_passes_signed(p_website text, p_ticket text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_signed text;
  v_age interval;
begin
  if p_website is not null and p_website <> '' then
    return false;
  end if;
  if p_ticket is null or p_ticket !~ '^[0-9]{1,15}c?\.[0-9a-f]{64}$' then
    return false;
  end if;
  v_signed := split_part(p_ticket, '.', 1);
  if private.form_ticket_signature(v_signed) <> split_part(p_ticket, '.', 2) then
    return false;
  end if;
  v_age := now() - to_timestamp(rtrim(v_signed, 'c')::bigint / 1000.0);
  return v_age >= private.form_min_fill_time() and v_age <= interval '1 day';
end;
$$;

-- The lead tables' check: the above, and with Turnstile on only a verified ("c") ticket.
create or replace function private.form_guard_passes(p_website text, p_ticket text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.form_guard_passes_signed(p_website, p_ticket)
     and (p_ticket ~ '^[0-9]+c\.' or not (select captcha_required from private.form_guard_settings))
$$;

-- A sign-up's captcha is GoTrue's own ([auth.captcha], checked before this hook runs), so the
-- hook asks only for the honeypot, the signature and the fill time.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(event -> 'user' -> 'user_metadata', event -> 'user' -> 'raw_user_meta_data', '{}'::jsonb);
begin
  if jsonb_typeof(v_meta) <> 'object' then
    v_meta := '{}'::jsonb;
  end if;
  if private.form_guard_passes_signed(v_meta ->> 'website', v_meta ->> 'form_ticket') then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 400, 'message', 'Sign-up is not available right now.'));
end;
$$;

-- For the form-ticket edge function (service role) once siteverify said yes.
create function public.form_ticket_verified()
returns text
language sql
volatile
security definer
set search_path = ''
as $$ select private.form_ticket_verified_at(now()) $$;

-- The switch, for the owner or a deploy script with the service key.
create function public.set_form_captcha_required(p_required boolean)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  update private.form_guard_settings set captcha_required = p_required returning captcha_required
$$;

revoke execute on function private.form_ticket_verified_at(timestamptz) from public, anon, authenticated;
revoke execute on function private.form_guard_passes(text, text) from public, anon, authenticated;
revoke execute on function private.form_guard_passes_signed(text, text) from public, anon, authenticated;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
revoke execute on function public.form_ticket_verified() from public, anon, authenticated;
revoke execute on function public.set_form_captcha_required(boolean) from public, anon, authenticated;
grant execute on function public.form_ticket_verified() to service_role;
grant execute on function public.set_form_captcha_required(boolean) to service_role;
