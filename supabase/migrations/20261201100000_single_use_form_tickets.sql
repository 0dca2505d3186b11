-- One form ticket, one submission (docs/decisions/144-bot-proof-forms.md). A ticket was good
-- for any number of rows and sign-ups for a day, so one wait of the minimum fill time bought a
-- day of flooding. Now a ticket admits one stored row or one sign-up and lives 20 minutes;
-- the browser asks for a fresh one after every submit (lib/form-guard.ts), so the fill time
-- holds per submission.
--
-- And a dropped row looks stored to every caller, hosted PostgREST included. PostgREST counts
-- what the INSERT returned (src/library/PostgREST/Query/Statements.hs mainWrite: count over
-- the "RETURNING 1" of SqlFragment.hs returningF) and shows it in Content-Range with
-- Prefer: count=exact (Response.hs), and answers 406 when a singular Accept met a count other
-- than 1 (MainTx.hs failNotSingular). A before-row trigger that returns NULL makes that count
-- 0, so "*/0" or a 406 told a bot its row was dropped. A dropped row is therefore stored as
-- a husk instead (every field the caller sent replaced by a harmless placeholder, marked
-- form_ticket = 'dropped'), which PostgREST counts like any row, and an after-row trigger
-- deletes the husk again in the same statement; the owner's outbox skips husks. Dropped are:
-- a bot guard failure (honeypot, missing/forged/young/expired ticket), a ticket already
-- used, and a repeat of an address and ZIP on the waiting list, which is answered exactly
-- like a new join (no 23505) so nobody can walk the ZIP codes of an address.
-- A genuine duplicate discount lead (valid, unused ticket) still answers 23505
-- ("Already Subscribed!", the storefront spec), as does the chat's repeat window.

create table private.form_ticket_use (
  -- The ticket's signature: unique per ticket, and what a forger cannot choose.
  signature text primary key,
  -- The ticket is refused from then on anyway; the record may go (purge_expired_rows).
  expires_at timestamptz not null
);
create index form_ticket_use_expires_at_idx on private.form_ticket_use (expires_at);
revoke all on private.form_ticket_use from public, anon, authenticated;

/* How long a ticket is good for; decision 144 says why 20 minutes. */
create function private.form_ticket_lifetime()
returns interval
language sql
immutable
as $$ select interval '20 minutes' $$;

-- The honeypot, the signature, the fill time and now the lifetime; "c" tickets as before.
create or replace function private.form_guard_passes_signed(p_website text, p_ticket text)
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
  return v_age >= private.form_min_fill_time() and v_age <= private.form_ticket_lifetime();
end;
$$;

-- Records the use of a ticket that passed the checks above; false when it was used before.
-- A concurrent second use waits on the primary key and then finds the first one's record;
-- a use whose statement fails is rolled back with it, so that ticket may try again.
create function private.form_ticket_claim(p_ticket text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_claimed integer;
begin
  insert into private.form_ticket_use (signature, expires_at)
  values (
    split_part(p_ticket, '.', 2),
    to_timestamp(rtrim(split_part(p_ticket, '.', 1), 'c')::bigint / 1000.0) + private.form_ticket_lifetime()
  )
  on conflict (signature) do nothing;
  get diagnostics v_claimed = row_count;
  return v_claimed = 1;
end;
$$;

-- What a dropped row is stored as until its own statement deletes it: nothing the caller
-- sent, and every check of the three tables met (jsonb_populate_record ignores the keys a
-- table lacks). The address is unique, so the husk meets no unique index or repeat window.
create function private.form_husk(p_row anyelement)
returns anyelement
language sql
volatile
set search_path = ''
as $$
  select jsonb_populate_record(p_row, jsonb_build_object(
    'email', 'dropped.' || replace(gen_random_uuid()::text, '-', '') || '@husk.invalid',
    'name', 'dropped',
    'phone', null,
    'vehicle_type', null,
    'service_interest', null,
    'zip', '00000',
    'website', null,
    'form_ticket', 'dropped'
  ))
$$;

create or replace function private.form_guard()
returns trigger
language plpgsql
-- The secret and the use records are in private, which the inserting role cannot read.
security definer
set search_path = ''
as $$
begin
  if private.form_guard_passes(new.website, new.form_ticket) and private.form_ticket_claim(new.form_ticket) then
    new.website := null;
    new.form_ticket := null;
    return new;
  end if;
  return private.form_husk(new);
end;
$$;

-- The waiting list's repeat is now a husk, like a bot's row: 201 as for a new join.
create or replace function private.lead_insert_row()
returns trigger
language plpgsql
-- The inserting role may not read leads or the waiting list; the duplicate check must.
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
  -- Nested: PL/pgSQL resolves new.zip only when it runs, and only the waiting list has one.
  if tg_table_name = 'waitlist' then
    if exists (select 1 from public.waitlist where lower(email) = lower(new.email) and zip = new.zip) then
      return private.form_husk(new);
    end if;
  end if;
  return new;
end;
$$;

create function private.form_husk_delete()
returns trigger
language plpgsql
-- The inserting role may not delete.
security definer
set search_path = ''
as $$
begin
  execute format('delete from %I.%I where id = $1', tg_table_schema, tg_table_name) using new.id;
  return null;
end;
$$;

revoke execute on function private.form_ticket_lifetime() from public, anon, authenticated;
revoke execute on function private.form_ticket_claim(text) from public, anon, authenticated;
revoke execute on function private.form_husk(anyelement) from public, anon, authenticated;
revoke execute on function private.form_husk_delete() from public, anon, authenticated;

-- A husk only ever comes from the guards, which run for the API roles only.
create trigger leads_drop_husk
  after insert on public.leads
  for each row
  when (current_user in ('anon', 'authenticated') and new.form_ticket = 'dropped')
  execute function private.form_husk_delete();
create trigger chatbot_leads_drop_husk
  after insert on public.chatbot_leads
  for each row
  when (current_user in ('anon', 'authenticated') and new.form_ticket = 'dropped')
  execute function private.form_husk_delete();
create trigger waitlist_drop_husk
  after insert on public.waitlist
  for each row
  when (current_user in ('anon', 'authenticated') and new.form_ticket = 'dropped')
  execute function private.form_husk_delete();

-- Nothing dropped reaches the owner's outbox.
drop trigger leads_notify_owner on public.leads;
drop trigger chatbot_leads_notify_owner on public.chatbot_leads;
drop trigger waitlist_notify_owner on public.waitlist;
create trigger leads_notify_owner
  after insert on public.leads
  for each row
  when (not (current_user in ('anon', 'authenticated') and new.form_ticket is not distinct from 'dropped'))
  execute function private.enqueue_owner_mail();
create trigger chatbot_leads_notify_owner
  after insert on public.chatbot_leads
  for each row
  when (not (current_user in ('anon', 'authenticated') and new.form_ticket is not distinct from 'dropped'))
  execute function private.enqueue_owner_mail();
create trigger waitlist_notify_owner
  after insert on public.waitlist
  for each row
  when (not (current_user in ('anon', 'authenticated') and new.form_ticket is not distinct from 'dropped'))
  execute function private.enqueue_owner_mail();

-- The sign-up hook records the use too, so one ticket opens one account; a recording
-- function cannot be stable. GoTrue calls it once per sign-up attempt, before the user exists.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(event -> 'user' -> 'user_metadata', event -> 'user' -> 'raw_user_meta_data', '{}'::jsonb);
begin
  if jsonb_typeof(v_meta) <> 'object' then
    v_meta := '{}'::jsonb;
  end if;
  if private.form_guard_passes_signed(v_meta ->> 'website', v_meta ->> 'form_ticket')
     and private.form_ticket_claim(v_meta ->> 'form_ticket') then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 400, 'message', 'Sign-up is not available right now.'));
end;
$$;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;

-- The use records of expired tickets go with the rest of the housekeeping.
create or replace function public.purge_expired_rows(
  p_intent_grace interval default interval '1 day',
  p_outbox_retention interval default interval '90 days',
  p_unsent_code_age interval default interval '1 day'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_intents integer;
  v_outbox integer;
  v_codes integer;
  v_uses integer;
begin
  delete from public.booking_intents where expires_at < now() - p_intent_grace;
  get diagnostics v_intents = row_count;

  delete from private.owner_outbox where sent_at < now() - p_outbox_retention;
  get diagnostics v_outbox = row_count;

  delete from public.discount_codes
   where sent_at is null
     and used_by_booking is null
     and created_at < now() - p_unsent_code_age;
  get diagnostics v_codes = row_count;

  -- An expired ticket is refused by its age, so its record guards nothing any more.
  delete from private.form_ticket_use where expires_at < now();
  get diagnostics v_uses = row_count;

  return jsonb_build_object('booking_intents', v_intents, 'owner_outbox', v_outbox, 'discount_codes', v_codes, 'form_ticket_uses', v_uses);
end;
$$;
revoke execute on function public.purge_expired_rows(interval, interval, interval) from public, anon, authenticated;
grant execute on function public.purge_expired_rows(interval, interval, interval) to service_role;
