-- The waiting list: a visitor whose ZIP code is outside every area of data/areas.json
-- leaves an e-mail address and that ZIP, and the owner hears of it through the outbox
-- (docs/decisions/105-owner-outbox.md). Anonymous visitors may insert, nobody but the
-- service role may read, so the site inserts without `.select()` (return=minimal).
-- One row per e-mail address (any letter case) and ZIP: the repeat answers 23505, which
-- the site turns into a kind "you are already on the list" (components/booking/visit/join.ts).
-- docs/decisions/144-bot-proof-forms.md

create table public.waitlist (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint waitlist_email_length check (char_length(email) between 3 and 254)
    constraint waitlist_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  zip text not null
    constraint waitlist_zip_shape check (zip ~ '^[0-9]{5}$'),
  created_at timestamptz not null default now()
);

create unique index waitlist_email_zip_key on public.waitlist (lower(email), zip);

alter table public.waitlist enable row level security;
revoke all on public.waitlist from anon, authenticated;
grant insert (email, zip) on public.waitlist to anon, authenticated;

create policy "Anyone can join the waiting list"
  on public.waitlist for insert to anon, authenticated
  with check (true);

-- The owner hears of every new row, like a lead.
alter table private.owner_outbox drop constraint owner_outbox_kind_allowed;
alter table private.owner_outbox add constraint owner_outbox_kind_allowed
  check (kind in ('lead', 'chat_lead', 'waitlist', 'booking', 'booking_canceled'));

create or replace function private.enqueue_owner_mail()
returns trigger
language plpgsql
-- The inserting role (anon, for leads) has no rights on private.
security definer
set search_path = ''
as $$
declare
  v_kind text;
begin
  if tg_table_name = 'leads' then
    v_kind := 'lead';
  elsif tg_table_name = 'chatbot_leads' then
    v_kind := 'chat_lead';
  elsif tg_table_name = 'waitlist' then
    v_kind := 'waitlist';
  elsif new.status = 'canceled' then
    v_kind := 'booking_canceled';
  else
    v_kind := 'booking';
  end if;
  insert into private.owner_outbox (kind, payload) values (v_kind, to_jsonb(new));
  return null;
end;
$$;

create trigger waitlist_notify_owner
  after insert on public.waitlist
  for each row execute function private.enqueue_owner_mail();

-- One row per request, as for leads (20261126120000_one_lead_per_request.sql): the
-- row trigger now also holds back a waiting-list repeat, so a two-row probe cannot
-- learn whether an address waits for a ZIP, and the end trigger raises it as the 23505
-- of this table's own unique index.
create or replace function private.lead_insert_row()
returns trigger
language plpgsql
-- The inserting role may not read leads or the waiting list; the duplicate check must.
security definer
set search_path = ''
as $$
declare
  v_rows integer := coalesce(nullif(current_setting('lead_guard.rows', true), ''), '0')::integer + 1;
  v_known boolean := false;
begin
  perform set_config('lead_guard.rows', v_rows::text, true);
  if v_rows > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'One lead per request: this insert carried more than one row',
      hint = 'Send one row per request.';
  end if;
  if tg_table_name = 'leads' then
    v_known := exists (select 1 from public.leads where lower(email) = lower(new.email));
  elsif tg_table_name = 'waitlist' then
    v_known := exists (select 1 from public.waitlist where lower(email) = lower(new.email) and zip = new.zip);
  end if;
  if v_known then
    perform set_config('lead_guard.held', (coalesce(nullif(current_setting('lead_guard.held', true), ''), '0')::integer + 1)::text, true);
    return null;
  end if;
  return new;
end;
$$;

create or replace function private.lead_insert_end()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_held integer := coalesce(nullif(current_setting('lead_guard.held', true), ''), '0')::integer;
  v_rows bigint;
  v_index text := case tg_table_name when 'waitlist' then 'waitlist_email_zip_key' else 'leads_email_lower_key' end;
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
      constraint = v_index,
      message = format('duplicate key value violates unique constraint "%s"', v_index);
  end if;
  return null;
end;
$$;

revoke execute on function private.lead_insert_row() from public, anon, authenticated;
revoke execute on function private.lead_insert_end() from public, anon, authenticated;

create trigger waitlist_one_per_request_begin
  before insert on public.waitlist
  for each statement
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_begin();
create trigger waitlist_one_per_request_row
  before insert on public.waitlist
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_row();
create trigger waitlist_one_per_request_end
  after insert on public.waitlist
  referencing new table as new_rows
  for each statement
  when (current_user in ('anon', 'authenticated'))
  execute function private.lead_insert_end();
