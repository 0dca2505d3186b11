-- public.set_form_captcha_required, the switch the README's Turnstile steps name, with a WHERE:
-- hosted Supabase preloads pg-safeupdate for the API's connections (supabase/postgres
-- migrations/db/migrations/20260413000000_fix-authenticator-session-preload-libraries.sql:
-- authenticator's session_preload_libraries = 'supautils, safeupdate'), and safeupdate refuses an
-- UPDATE or DELETE without a WHERE clause (https://github.com/eradman/pg-safeupdate/blob/master/safeupdate.c),
-- so the unqualified update of 20261127200300_form_captcha.sql failed through /rest/v1/rpc with
-- 21000 "UPDATE requires a WHERE clause". The settings table has one row, keyed by only_row.
-- docs/decisions/144-bot-proof-forms.md
create or replace function public.set_form_captcha_required(p_required boolean)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  update private.form_guard_settings set captcha_required = p_required where only_row returning captcha_required
$$;

revoke execute on function public.set_form_captcha_required(boolean) from public, anon, authenticated;
grant execute on function public.set_form_captcha_required(boolean) to service_role;
