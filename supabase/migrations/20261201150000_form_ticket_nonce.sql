-- Two visitors whose forms asked for a ticket in the same millisecond were handed the same
-- ticket (its signed part was the time alone), and since a ticket now admits one row
-- (20261201100000_single_use_form_tickets.sql), the second one's row was dropped. Each ticket
-- now carries a random nonce in what is signed: "<ms>-<nonce>.<signature>", or
-- "<ms>c-<nonce>.<signature>" from the form-ticket function after a captcha
-- (docs/decisions/144-bot-proof-forms.md). Tickets of the older shape stay readable until they
-- expire, which is minutes after this migration runs.
--
-- The husk of a dropped row is deleted by a statement per table instead of dynamic SQL, so
-- nothing hides a DELETE from the check that every one has a WHERE
-- (tests/database/safeupdate.test.ts).

create or replace function private.form_ticket_at(p_at timestamptz)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select t.signed || '.' || private.form_ticket_signature(t.signed)
    from (select floor(extract(epoch from p_at) * 1000)::bigint::text || '-'
                 || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16) as signed) t
$$;

create or replace function private.form_ticket_verified_at(p_at timestamptz)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select t.signed || '.' || private.form_ticket_signature(t.signed)
    from (select floor(extract(epoch from p_at) * 1000)::bigint::text || 'c-'
                 || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16) as signed) t
$$;

/* The time a ticket was issued, from its leading milliseconds. */
create function private.form_ticket_issued_at(p_ticket text)
returns timestamptz
language sql
immutable
set search_path = ''
as $$ select to_timestamp(substring(p_ticket from '^[0-9]{1,15}')::bigint / 1000.0) $$;

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
  if p_ticket is null or p_ticket !~ '^[0-9]{1,15}c?(-[0-9a-f]{16})?\.[0-9a-f]{64}$' then
    return false;
  end if;
  v_signed := split_part(p_ticket, '.', 1);
  if private.form_ticket_signature(v_signed) <> split_part(p_ticket, '.', 2) then
    return false;
  end if;
  v_age := now() - private.form_ticket_issued_at(p_ticket);
  return v_age >= private.form_min_fill_time() and v_age <= private.form_ticket_lifetime();
end;
$$;

create or replace function private.form_guard_passes(p_website text, p_ticket text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.form_guard_passes_signed(p_website, p_ticket)
     and (p_ticket ~ '^[0-9]+c[-.]' or not (select captcha_required from private.form_guard_settings))
$$;

create or replace function private.form_ticket_claim(p_ticket text)
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
  values (split_part(p_ticket, '.', 2), private.form_ticket_issued_at(p_ticket) + private.form_ticket_lifetime())
  on conflict (signature) do nothing;
  get diagnostics v_claimed = row_count;
  return v_claimed = 1;
end;
$$;

create or replace function private.form_husk_delete()
returns trigger
language plpgsql
-- The inserting role may not delete.
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'leads' then
    delete from public.leads where id = new.id;
  elsif tg_table_name = 'chatbot_leads' then
    delete from public.chatbot_leads where id = new.id;
  elsif tg_table_name = 'waitlist' then
    delete from public.waitlist where id = new.id;
  end if;
  return null;
end;
$$;

revoke execute on function private.form_ticket_issued_at(text) from public, anon, authenticated;
revoke execute on function private.form_ticket_at(timestamptz) from public, anon, authenticated;
revoke execute on function private.form_ticket_verified_at(timestamptz) from public, anon, authenticated;
revoke execute on function private.form_guard_passes(text, text) from public, anon, authenticated;
revoke execute on function private.form_guard_passes_signed(text, text) from public, anon, authenticated;
revoke execute on function private.form_ticket_claim(text) from public, anon, authenticated;
revoke execute on function private.form_husk_delete() from public, anon, authenticated;
