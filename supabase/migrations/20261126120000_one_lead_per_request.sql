-- One lead per request. PostgREST turns a JSON array body into one multi-row INSERT
-- (https://docs.postgrest.org/en/latest/references/api/tables_views.html#bulk-insert), so
-- one anonymous POST /rest/v1/leads with 500 rows stored 500 leads and queued 500 owner
-- mails. The site sends one row per request; so must everyone else who is an API role
-- (anon, authenticated). The service role and the database owner (imports, the seed)
-- are not held to it. The rule lives in the database, so it holds on hosted Supabase,
-- where nothing sits between PostgREST and Postgres, as on both local engines.
-- docs/decisions/135-one-lead-per-request-and-owner-digest.md
--
-- The refusal is P0001, which PostgREST answers with 400
-- (https://docs.postgrest.org/en/latest/references/errors.html#http-status-codes).
--
-- Three triggers per table, all only for the API roles (their WHEN clause is evaluated as
-- the inserting role):
-- 1. before the statement: the per-statement counters start at 0;
-- 2. before each row: the second row is refused at once, before its own checks run, so
--    a 500-row body costs one row's work, and a two-row probe gets the same answer
--    whatever its rows are. A lead whose address is already subscribed is held back
--    (skipped and counted) instead of failing on the unique index at once: otherwise
--    "known address + invalid row" would answer 23505 and "unknown address + invalid row"
--    23514 -- a silent "is this address subscribed?" test that stores nothing;
-- 3. after the statement, over the rows it inserted (a transition table): the rule
--    itself, counted in full, and the held-back duplicate raised as the 23505 the unique
--    index would have raised, so the site's single-row "Already Subscribed!" is unchanged.
-- The counters are transaction-local settings: an error rolls them back with the
-- statement, and the statement triggers reset them.

create schema if not exists private;

create function private.lead_insert_begin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('lead_guard.rows', '0', true);
  perform set_config('lead_guard.held', '0', true);
  return null;
end;
$$;

create function private.lead_insert_row()
returns trigger
language plpgsql
-- The inserting role may not read leads; the duplicate check must.
security definer
set search_path = ''
as $$
declare
  v_rows integer := coalesce(nullif(current_setting('lead_guard.rows', true), ''), '0')::integer + 1;
begin
  perform set_config('lead_guard.rows', v_rows::text, true);
  if v_rows > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'One lead per request: this insert carried more than one row',
      hint = 'Send one row per request.';
  end if;
  if tg_table_name = 'leads' and exists (select 1 from public.leads where lower(email) = lower(new.email)) then
    perform set_config('lead_guard.held', (coalesce(nullif(current_setting('lead_guard.held', true), ''), '0')::integer + 1)::text, true);
    return null;
  end if;
  return new;
end;
$$;

create function private.lead_insert_end()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_held integer := coalesce(nullif(current_setting('lead_guard.held', true), ''), '0')::integer;
  v_rows bigint;
begin
  select count(*) + v_held into v_rows from new_rows;
  perform set_config('lead_guard.rows', '0', true);
  perform set_config('lead_guard.held', '0', true);
  if v_rows > 1 then
    raise exception using
      errcode = 'P0001',
      message = format('One lead per request: this insert carried %s rows', v_rows),
      hint = 'Send one row per request.';
  end if;
  if v_held > 0 then
    raise exception using
      errcode = 'unique_violation',
      constraint = 'leads_email_lower_key',
      message = 'duplicate key value violates unique constraint "leads_email_lower_key"';
  end if;
  return null;
end;
$$;

revoke execute on function private.lead_insert_begin() from public, anon, authenticated;
revoke execute on function private.lead_insert_row() from public, anon, authenticated;
revoke execute on function private.lead_insert_end() from public, anon, authenticated;

create trigger leads_one_per_request_begin
  before insert on public.leads
  for each statement
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_begin();
create trigger leads_one_per_request_row
  before insert on public.leads
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_row();
create trigger leads_one_per_request_end
  after insert on public.leads
  referencing new table as new_rows
  for each statement
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_end();

-- Before-row triggers run in name order: "chatbot_leads_one_per_request_row" runs before
-- "chatbot_leads_repeat_window" (20251122024000_chatbot_leads_repeat_window.sql).
create trigger chatbot_leads_one_per_request_begin
  before insert on public.chatbot_leads
  for each statement
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_begin();
create trigger chatbot_leads_one_per_request_row
  before insert on public.chatbot_leads
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_row();
create trigger chatbot_leads_one_per_request_end
  after insert on public.chatbot_leads
  referencing new table as new_rows
  for each statement
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_end();
