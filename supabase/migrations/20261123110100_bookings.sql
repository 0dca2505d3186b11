-- Appointments as the scheduler reports them through its signed webhook. Only the
-- service role writes (record_scheduler_event); a customer reads their own rows.
-- docs/decisions/103-bookings-from-signed-webhooks.md

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- The scheduler's invitee URI: one booking per invitee, so a replayed delivery
  -- lands on the same row.
  invitee_uri text not null constraint bookings_invitee_uri_key unique
    constraint bookings_invitee_uri_length check (char_length(invitee_uri) between 1 and 500),
  event_uri text constraint bookings_event_uri_length check (char_length(event_uri) <= 500),
  user_id uuid references auth.users (id) on delete set null,
  -- No foreign key: intents are short-lived scratch rows; the id is kept for the site.
  intent_id uuid,
  email text not null constraint bookings_email_length check (char_length(email) between 3 and 254),
  name text constraint bookings_name_length check (char_length(name) <= 200),
  -- The scheduler's text-reminder number, when the invitee gave one.
  phone text constraint bookings_phone_length check (char_length(phone) <= 40),
  status text not null default 'active' constraint bookings_status_allowed check (status in ('active', 'canceled')),
  start_time timestamptz,
  end_time timestamptz,
  services text[] constraint bookings_services_count check (cardinality(services) <= 20),
  vehicle text constraint bookings_vehicle_length check (char_length(vehicle) <= 200),
  discount_code text constraint bookings_discount_code_length check (char_length(discount_code) <= 40),
  reschedule_url text constraint bookings_reschedule_url_length check (char_length(reschedule_url) <= 1000),
  cancel_url text constraint bookings_cancel_url_length check (char_length(cancel_url) <= 1000),
  rescheduled boolean not null default false,
  canceled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index bookings_user_id_idx on public.bookings (user_id);
create index bookings_unclaimed_email_idx on public.bookings (lower(email)) where user_id is null;

alter table public.bookings enable row level security;
revoke all on public.bookings from anon, authenticated;
grant select on public.bookings to authenticated;

create policy "Owners read their bookings"
  on public.bookings for select to authenticated
  using ((select auth.uid()) = user_id);

-- A booking made before the account existed (or while signed out) is claimed when the
-- account's address is CONFIRMED, not at sign-up: claiming on an unconfirmed sign-up
-- would let anyone read a stranger's appointments by signing up with their address.
-- A confirmed e-mail change claims the new address's bookings too.
create function public.claim_bookings_for_confirmed_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null and new.email_confirmed_at is not null then
    update public.bookings
       set user_id = new.id, updated_at = now()
     where user_id is null
       and lower(email) = lower(new.email);
  end if;
  return null;
end;
$$;

revoke execute on function public.claim_bookings_for_confirmed_user() from public, anon, authenticated;

create trigger on_auth_user_confirmed_claim_bookings
  after insert or update of email_confirmed_at, email on auth.users
  for each row execute function public.claim_bookings_for_confirmed_user();
