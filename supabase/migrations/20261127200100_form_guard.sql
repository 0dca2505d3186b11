-- Bots cannot flood the public forms (docs/decisions/144-bot-proof-forms.md). The anon key
-- is public, so what the browser checks (components/ui/HoneypotField.tsx) a bot can skip by
-- posting to /rest/v1 itself; the same two checks live here, where nothing can skip them:
--
-- 1. the honeypot: a row whose `website` holds anything came from a bot;
-- 2. the minimum fill time: every row carries a form ticket, which the database signed when
--    the form was shown (public.form_ticket()), and the row is accepted only when that
--    ticket is at least 3 seconds and at most a day old. The ticket is signed with a
--    secret only the database knows, so a bot cannot make one older than it is; it has
--    to ask for one and wait.
--
-- A row that fails either check is dropped without a word: the before-row trigger returns
-- NULL, so PostgREST answers 201 as for a stored row, nothing is stored and no after-insert
-- trigger runs, so nothing reaches the owner's outbox. The two fields are never stored.
-- Only the API roles (anon, authenticated) are checked; the service role and the owner
-- (imports, the seed) are not.

create schema if not exists private;

create table private.form_guard_secret (
  only_row boolean primary key default true constraint form_guard_secret_one_row check (only_row),
  -- 32 bytes from two random UUIDs (pgcrypto's gen_random_bytes is not on every engine).
  secret bytea not null default decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
);
insert into private.form_guard_secret default values;
revoke all on private.form_guard_secret from public, anon, authenticated;

-- The signature of a ticket's time (ms since the epoch, as text): sha256(k || sha256(k || m)),
-- the nested form that, unlike sha256(k || m), a length extension cannot forge; sha256()
-- is core PostgreSQL (11+), so it runs on PGlite, PostgreSQL 15 and hosted alike.
create function private.form_ticket_signature(p_ms text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(s.secret || sha256(s.secret || convert_to(p_ms, 'UTF8'))), 'hex')
    from private.form_guard_secret s
$$;

create function private.form_ticket_at(p_at timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select t.ms || '.' || private.form_ticket_signature(t.ms)
    from (select floor(extract(epoch from p_at) * 1000)::bigint::text as ms) t
$$;

/* The fill time every public form must have taken, at least; see decision 144 for why 3 s. */
create function private.form_min_fill_time()
returns interval
language sql
immutable
as $$ select interval '3 seconds' $$;

create function private.form_guard_passes(p_website text, p_ticket text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ms text;
  v_age interval;
begin
  if p_website is not null and p_website <> '' then
    return false;
  end if;
  if p_ticket is null or p_ticket !~ '^[0-9]{1,15}\.[0-9a-f]{64}$' then
    return false;
  end if;
  v_ms := split_part(p_ticket, '.', 1);
  if private.form_ticket_signature(v_ms) <> split_part(p_ticket, '.', 2) then
    return false;
  end if;
  v_age := now() - to_timestamp(v_ms::bigint / 1000.0);
  return v_age >= private.form_min_fill_time() and v_age <= interval '1 day';
end;
$$;

-- A form asks for its ticket when it is shown; the browser keeps it and sends it with the
-- row (lib/form-guard.ts).
create function public.form_ticket()
returns text
language sql
volatile
security definer
set search_path = ''
as $$ select private.form_ticket_at(now()) $$;

-- For tests and scripts that hold the service key: a ticket issued p_seconds ago, so a
-- test does not have to wait out the fill time. Never granted to anon.
create function public.form_ticket_backdated(p_seconds integer)
returns text
language sql
volatile
security definer
set search_path = ''
as $$ select private.form_ticket_at(now() - make_interval(secs => greatest(0, least(p_seconds, 86400)))) $$;

create function private.form_guard()
returns trigger
language plpgsql
-- The secret is in private, which the inserting role cannot read.
security definer
set search_path = ''
as $$
begin
  if not private.form_guard_passes(new.website, new.form_ticket) then
    return null;
  end if;
  new.website := null;
  new.form_ticket := null;
  return new;
end;
$$;

revoke execute on function private.form_ticket_signature(text) from public, anon, authenticated;
revoke execute on function private.form_ticket_at(timestamptz) from public, anon, authenticated;
revoke execute on function private.form_guard_passes(text, text) from public, anon, authenticated;
revoke execute on function private.form_guard() from public, anon, authenticated;
revoke execute on function public.form_ticket() from public;
revoke execute on function public.form_ticket_backdated(integer) from public, anon, authenticated;
grant execute on function public.form_ticket() to anon, authenticated, service_role;
grant execute on function public.form_ticket_backdated(integer) to service_role;

-- The two fields on each public form's table: insert-only for the API roles, and emptied
-- by the guard before their row is stored.
alter table public.leads
  add column website text,
  add column form_ticket text;
alter table public.chatbot_leads
  add column website text,
  add column form_ticket text;
alter table public.waitlist
  add column website text,
  add column form_ticket text;

comment on column public.leads.website is 'The form''s honeypot; always empty when stored (decision 144).';
comment on column public.leads.form_ticket is 'The form''s ticket from public.form_ticket(); always empty when stored (decision 144).';
comment on column public.chatbot_leads.website is 'The form''s honeypot; always empty when stored (decision 144).';
comment on column public.chatbot_leads.form_ticket is 'The form''s ticket from public.form_ticket(); always empty when stored (decision 144).';
comment on column public.waitlist.website is 'The form''s honeypot; always empty when stored (decision 144).';
comment on column public.waitlist.form_ticket is 'The form''s ticket from public.form_ticket(); always empty when stored (decision 144).';

grant insert (website, form_ticket) on public.leads to anon, authenticated;
grant insert (website, form_ticket) on public.chatbot_leads to anon, authenticated;
grant insert (website, form_ticket) on public.waitlist to anon, authenticated;

-- Before-row triggers run in name order: each "*_bot_guard" runs before the table's
-- "*_one_per_request_row" and (chat) "*_repeat_window", so a bot's row is dropped before
-- it could be told "repeat" or "already subscribed".
create trigger leads_bot_guard
  before insert on public.leads
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.form_guard();
create trigger chatbot_leads_bot_guard
  before insert on public.chatbot_leads
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.form_guard();
create trigger waitlist_bot_guard
  before insert on public.waitlist
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.form_guard();
