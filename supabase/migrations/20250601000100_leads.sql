-- Leads from the discount popup and the chat assistant. Anonymous visitors may
-- insert, and nobody but the service role may read, change or delete them.
-- The site must therefore insert without `.select()` (return=minimal).

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint leads_email_length check (char_length(email) between 3 and 254)
    constraint leads_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  created_at timestamptz not null default now()
);

-- Case-insensitive uniqueness: Me@X.com and me@x.com are one subscriber.
-- A duplicate fails with 23505, which the site shows as "Already Subscribed!".
create unique index leads_email_lower_key on public.leads (lower(email));

alter table public.leads enable row level security;
revoke all on public.leads from anon, authenticated;
grant insert (email) on public.leads to anon, authenticated;

create policy "Anyone can subscribe"
  on public.leads for insert to anon, authenticated
  with check (true);

create table public.chatbot_leads (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint chatbot_leads_name_length check (char_length(btrim(name)) between 1 and 100),
  email text not null
    constraint chatbot_leads_email_length check (char_length(email) between 3 and 254)
    constraint chatbot_leads_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text
    constraint chatbot_leads_phone_shape check (phone ~ '^[0-9+().[:space:]-]{7,30}$'),
  vehicle_type text constraint chatbot_leads_vehicle_type_length check (char_length(vehicle_type) <= 50),
  service_interest text constraint chatbot_leads_service_interest_length check (char_length(service_interest) <= 100),
  created_at timestamptz not null default now()
);

alter table public.chatbot_leads enable row level security;
revoke all on public.chatbot_leads from anon, authenticated;
grant insert (name, email, phone, vehicle_type, service_interest) on public.chatbot_leads to anon, authenticated;

create policy "Anyone can request a quote"
  on public.chatbot_leads for insert to anon, authenticated
  with check (true);
