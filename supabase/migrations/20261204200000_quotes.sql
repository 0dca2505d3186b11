-- Quotes the owner writes from the inbox: each chat-lead mail carries a "Send a quote" link
-- holding an owner token bound to that lead; the customer gets a mail holding a customer
-- token bound to that quote. Nobody reaches the tables directly: every read and change goes
-- through the security-definer functions below, which take a token, hash it and look the hash
-- up. Tokens are random (244 bits), stored only as sha256 hashes, expire, and do one thing.
-- docs/decisions/157-quotes-from-the-inbox.md

create schema if not exists private;

create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.chatbot_leads (id) on delete cascade,
  email text not null constraint quotes_email_length check (char_length(email) between 3 and 254),
  name text not null constraint quotes_name_length check (char_length(name) between 1 and 100),
  vehicle text constraint quotes_vehicle_length check (char_length(vehicle) <= 50),
  note text constraint quotes_note_length check (char_length(note) <= 1000),
  total_cents integer not null constraint quotes_total_range check (total_cents between 1 and 2000000),
  valid_until timestamptz not null,
  status text not null default 'sent'
    constraint quotes_status_allowed check (status in ('sent', 'changes_requested', 'approved', 'withdrawn')),
  change_request text constraint quotes_change_request_length check (char_length(change_request) <= 500),
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  withdrawn_at timestamptz,
  change_requested_at timestamptz
);
create index quotes_lead_id_idx on public.quotes (lead_id);
create index quotes_mailbox_idx on public.quotes (public.email_mailbox(email));

create table public.quote_lines (
  quote_id uuid not null references public.quotes (id) on delete cascade,
  position integer not null constraint quote_lines_position_range check (position between 1 and 20),
  label text not null constraint quote_lines_label_length check (char_length(btrim(label)) between 1 and 100),
  -- The catalogue name ("Signature Detail (SUV)") when the line is a catalogue service, so
  -- Approve and book can hand it to the scheduler; null for a custom line.
  service text constraint quote_lines_service_length check (char_length(service) <= 100),
  price_cents integer not null constraint quote_lines_price_range check (price_cents between 0 and 1000000),
  primary key (quote_id, position)
);

alter table public.quotes enable row level security;
alter table public.quote_lines enable row level security;
revoke all on public.quotes from public, anon, authenticated;
revoke all on public.quote_lines from public, anon, authenticated;

-- purpose 'owner': issued for one chat lead's mail; sends one quote (used_at), then reads and
-- withdraws the quote it sent. purpose 'customer': issued for one quote's mail; reads,
-- approves and asks for changes of that quote only.
create table private.quote_tokens (
  token_hash bytea primary key,
  purpose text not null constraint quote_tokens_purpose_allowed check (purpose in ('owner', 'customer')),
  lead_id uuid references public.chatbot_leads (id) on delete cascade,
  quote_id uuid references public.quotes (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint quote_tokens_binding check (
    (purpose = 'owner' and lead_id is not null) or (purpose = 'customer' and quote_id is not null)
  )
);
create index quote_tokens_quote_id_idx on private.quote_tokens (quote_id);
create index quote_tokens_lead_id_idx on private.quote_tokens (lead_id);
revoke all on private.quote_tokens from public;

create function private.quote_token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(coalesce(p_token, ''), 'UTF8'))
$$;
revoke execute on function private.quote_token_hash(text) from public, anon, authenticated;

create function private.quote_new_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
$$;
revoke execute on function private.quote_new_token() from public, anon, authenticated;

-- The live token row of a purpose, or null: a malformed, unknown, expired or other-purpose
-- token all find nothing.
create function private.quote_token_find(p_token text, p_purpose text, p_now timestamptz)
returns private.quote_tokens
language sql
stable
security definer
set search_path = ''
as $$
  select t.* from private.quote_tokens t
   where p_token ~ '^[0-9a-f]{64}$'
     and t.token_hash = private.quote_token_hash(p_token)
     and t.purpose = p_purpose
     and t.expires_at > p_now
$$;
revoke execute on function private.quote_token_find(text, text, timestamptz) from public, anon, authenticated;

-- For the mail dispatcher (service role) as it writes a chat lead's mail: a fresh owner link
-- token, valid 14 days. Only the mail carries it; the database keeps its hash.
create function public.issue_quote_owner_token(p_lead_id uuid, p_now timestamptz default now())
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.quote_new_token();
begin
  if not exists (select 1 from public.chatbot_leads l where l.id = p_lead_id) then
    return null;
  end if;
  insert into private.quote_tokens (token_hash, purpose, lead_id, expires_at)
  values (private.quote_token_hash(v_token), 'owner', p_lead_id, p_now + interval '14 days');
  return v_token;
end;
$$;
revoke execute on function public.issue_quote_owner_token(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.issue_quote_owner_token(uuid, timestamptz) to service_role;

-- A quote as its pages show it.
create function private.quote_json(p_quote_id uuid, p_now timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'name', q.name,
    'vehicle', q.vehicle,
    'note', q.note,
    'total_cents', q.total_cents,
    'valid_until', q.valid_until,
    'status', q.status,
    'expired', q.status in ('sent', 'changes_requested') and q.valid_until <= p_now,
    'change_request', q.change_request,
    'created_at', q.created_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object('label', l.label, 'service', l.service, 'price_cents', l.price_cents) order by l.position)
        from public.quote_lines l where l.quote_id = q.id
    ), '[]'::jsonb)
  )
  from public.quotes q where q.id = p_quote_id
$$;
revoke execute on function private.quote_json(uuid, timestamptz) from public, anon, authenticated;

-- Owner opens the link: the lead to quote and, once sent, the quote it sent.
-- {"result": "unknown"} for every token that is not a live owner token.
create function public.quote_owner_open(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The server's clock: a caller must not choose the time its token is checked at.
  p_now constant timestamptz := now();
  v_token private.quote_tokens;
  v_lead public.chatbot_leads;
begin
  v_token := private.quote_token_find(p_token, 'owner', p_now);
  if v_token.token_hash is null then
    return jsonb_build_object('result', 'unknown');
  end if;
  select * into v_lead from public.chatbot_leads l where l.id = v_token.lead_id;
  return jsonb_build_object(
    'result', 'ok',
    'expires_at', v_token.expires_at,
    'lead', jsonb_build_object('name', v_lead.name, 'email', v_lead.email, 'phone', v_lead.phone,
                               'vehicle', v_lead.vehicle_type, 'service', v_lead.service_interest,
                               'created_at', v_lead.created_at),
    'quote', case when v_token.quote_id is not null then private.quote_json(v_token.quote_id, p_now) end
  );
end;
$$;

-- Owner sends: lines [{label, service?, price_cents}], a note, validity in days (1..60).
-- Answers {"result": "sent"}, or "unknown", "used" (this link already sent its quote) or
-- "invalid" with a message the page shows.
create function public.quote_owner_send(
  p_token text,
  p_lines jsonb,
  p_note text default null,
  p_valid_days integer default 14
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The server's clock: a caller must not choose the time its token is checked at.
  p_now constant timestamptz := now();
  v_token private.quote_tokens;
  v_lead public.chatbot_leads;
  v_line jsonb;
  v_total bigint := 0;
  v_quote_id uuid;
  v_position integer := 0;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
begin
  select t.* into v_token from private.quote_tokens t
   where t.token_hash = (select f.token_hash from private.quote_token_find(p_token, 'owner', p_now) f)
     for update;
  if v_token.token_hash is null then
    return jsonb_build_object('result', 'unknown');
  end if;
  if v_token.used_at is not null then
    return jsonb_build_object('result', 'used');
  end if;
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' or jsonb_array_length(p_lines) = 0 then
    return jsonb_build_object('result', 'invalid', 'message', 'Add at least one line to the quote.');
  end if;
  if jsonb_array_length(p_lines) > 20 then
    return jsonb_build_object('result', 'invalid', 'message', 'A quote holds at most 20 lines.');
  end if;
  for v_line in select value from jsonb_array_elements(p_lines) loop
    if jsonb_typeof(v_line) <> 'object' then
      return jsonb_build_object('result', 'invalid', 'message', 'Each line needs a name and a price.');
    end if;
    if coalesce(jsonb_typeof(v_line -> 'label') <> 'string' or char_length(btrim(v_line ->> 'label')) not between 1 and 100, true) then
      return jsonb_build_object('result', 'invalid', 'message', 'Each line needs a name of at most 100 characters.');
    end if;
    if coalesce(jsonb_typeof(v_line -> 'service') not in ('string', 'null'), false)
       or coalesce(char_length(v_line ->> 'service') > 100, false) then
      return jsonb_build_object('result', 'invalid', 'message', 'A line names an unknown service.');
    end if;
    if coalesce(jsonb_typeof(v_line -> 'price_cents') <> 'number' or (v_line ->> 'price_cents') !~ '^[0-9]{1,7}$', true)
       or (v_line ->> 'price_cents')::bigint > 1000000 then
      return jsonb_build_object('result', 'invalid', 'message', 'Each price must be between $0.00 and $10,000.00.');
    end if;
    v_total := v_total + (v_line ->> 'price_cents')::bigint;
  end loop;
  if v_total < 1 then
    return jsonb_build_object('result', 'invalid', 'message', 'The quote''s total must be more than $0.00.');
  end if;
  if v_total > 2000000 then
    return jsonb_build_object('result', 'invalid', 'message', 'The quote''s total must be at most $20,000.00.');
  end if;
  if char_length(v_note) > 1000 then
    return jsonb_build_object('result', 'invalid', 'message', 'The note must be at most 1000 characters.');
  end if;
  if p_valid_days is null or p_valid_days not between 1 and 60 then
    return jsonb_build_object('result', 'invalid', 'message', 'The quote must hold between 1 and 60 days.');
  end if;

  select * into v_lead from public.chatbot_leads l where l.id = v_token.lead_id;
  insert into public.quotes (lead_id, email, name, vehicle, note, total_cents, valid_until)
  values (v_lead.id, v_lead.email, v_lead.name, v_lead.vehicle_type, v_note, v_total::integer,
          p_now + make_interval(days => p_valid_days))
  returning id into v_quote_id;
  for v_line in select value from jsonb_array_elements(p_lines) loop
    v_position := v_position + 1;
    insert into public.quote_lines (quote_id, position, label, service, price_cents)
    values (v_quote_id, v_position, btrim(v_line ->> 'label'), nullif(btrim(v_line ->> 'service'), ''),
            (v_line ->> 'price_cents')::integer);
  end loop;
  update private.quote_tokens set used_at = p_now, quote_id = v_quote_id where token_hash = v_token.token_hash;
  perform private.quote_enqueue_customer_mail(v_quote_id, p_now);
  return jsonb_build_object('result', 'sent', 'quote', private.quote_json(v_quote_id, p_now));
end;
$$;

-- Owner withdraws, from the link that sent the quote. An approved quote stays approved.
create function public.quote_owner_withdraw(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The server's clock: a caller must not choose the time its token is checked at.
  p_now constant timestamptz := now();
  v_token private.quote_tokens;
begin
  v_token := private.quote_token_find(p_token, 'owner', p_now);
  if v_token.token_hash is null or v_token.quote_id is null then
    return jsonb_build_object('result', 'unknown');
  end if;
  update public.quotes set status = 'withdrawn', withdrawn_at = p_now
   where id = v_token.quote_id and status in ('sent', 'changes_requested');
  if not found then
    return jsonb_build_object('result', 'unchanged', 'quote', private.quote_json(v_token.quote_id, p_now));
  end if;
  return jsonb_build_object('result', 'withdrawn', 'quote', private.quote_json(v_token.quote_id, p_now));
end;
$$;

-- Customer reads the quote of their link, and nothing else.
create function public.quote_customer_read(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The server's clock: a caller must not choose the time its token is checked at.
  p_now constant timestamptz := now();
  v_token private.quote_tokens;
begin
  v_token := private.quote_token_find(p_token, 'customer', p_now);
  if v_token.token_hash is null then
    return jsonb_build_object('result', 'unknown');
  end if;
  return jsonb_build_object('result', 'ok', 'quote', private.quote_json(v_token.quote_id, p_now));
end;
$$;

-- Customer approves a live quote: answers its catalogue services for the scheduler.
create function public.quote_customer_approve(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The server's clock: a caller must not choose the time its token is checked at.
  p_now constant timestamptz := now();
  v_token private.quote_tokens;
  v_quote public.quotes;
begin
  v_token := private.quote_token_find(p_token, 'customer', p_now);
  if v_token.token_hash is null then
    return jsonb_build_object('result', 'unknown');
  end if;
  select * into v_quote from public.quotes q where q.id = v_token.quote_id for update;
  if v_quote.status = 'withdrawn' then
    return jsonb_build_object('result', 'withdrawn');
  end if;
  if v_quote.status <> 'approved' then
    if v_quote.valid_until <= p_now then
      return jsonb_build_object('result', 'expired');
    end if;
    update public.quotes set status = 'approved', approved_at = p_now where id = v_quote.id;
  end if;
  return jsonb_build_object(
    'result', 'approved',
    'quote_id', v_quote.id,
    'services', coalesce((select jsonb_agg(l.service order by l.position) from public.quote_lines l
                           where l.quote_id = v_quote.id and l.service is not null), '[]'::jsonb),
    'quote', private.quote_json(v_quote.id, p_now)
  );
end;
$$;

-- Customer asks for changes (or, on an expired quote, for a new one): the message reaches the
-- owner through the owner's outbox, once per quote per hour at most.
create function public.quote_customer_ask_changes(p_token text, p_message text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The server's clock: a caller must not choose the time its token is checked at.
  p_now constant timestamptz := now();
  v_token private.quote_tokens;
  v_quote public.quotes;
  v_message text := btrim(coalesce(p_message, ''));
begin
  v_token := private.quote_token_find(p_token, 'customer', p_now);
  if v_token.token_hash is null then
    return jsonb_build_object('result', 'unknown');
  end if;
  if char_length(v_message) not between 1 and 500 then
    return jsonb_build_object('result', 'invalid', 'message', 'Write a message of 1 to 500 characters.');
  end if;
  select * into v_quote from public.quotes q where q.id = v_token.quote_id for update;
  if v_quote.status in ('approved', 'withdrawn') then
    return jsonb_build_object('result', v_quote.status);
  end if;
  if v_quote.change_requested_at > p_now - interval '1 hour' then
    return jsonb_build_object('result', 'invalid', 'message', 'Your last message reached the owner less than an hour ago.');
  end if;
  update public.quotes
     set status = 'changes_requested', change_request = v_message, change_requested_at = p_now
   where id = v_quote.id;
  insert into private.owner_outbox (kind, payload)
  values ('quote_changes', jsonb_build_object(
    'quote_id', v_quote.id, 'lead_id', v_quote.lead_id, 'name', v_quote.name, 'email', v_quote.email,
    'total_cents', v_quote.total_cents, 'valid_until', v_quote.valid_until,
    'expired', v_quote.valid_until <= p_now, 'message', v_message));
  return jsonb_build_object('result', 'sent', 'quote', private.quote_json(v_quote.id, p_now));
end;
$$;

-- An approved quote rides on the signed-in customer's booking intent (Book Now from
-- /book?from=quote), so the booking the scheduler's webhook ties to that intent shows the
-- quote's total. The client names the quote; this trigger keeps it only when it is an approved
-- quote sent to the signed-in mailbox, and drops it otherwise (the intent is bookkeeping and
-- must not fail the booking).
alter table public.booking_intents add column quote_id uuid references public.quotes (id) on delete set null;
create index booking_intents_quote_id_idx on public.booking_intents (quote_id);
grant insert (quote_id) on public.booking_intents to authenticated;

create function private.booking_intent_quote_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.quote_id is not null and not exists (
    select 1 from public.quotes q
     where q.id = new.quote_id
       and q.status = 'approved'
       and coalesce(auth.jwt() ->> 'email', '') <> ''
       and public.email_mailbox(q.email) = public.email_mailbox(auth.jwt() ->> 'email')
  ) then
    new.quote_id := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.booking_intent_quote_check() from public, anon, authenticated;
create trigger booking_intents_quote_check
  before insert or update of quote_id on public.booking_intents
  for each row execute function private.booking_intent_quote_check();

-- For the owner's booking mail (service role): the approved quote's total of a booking's intent.
create function public.quote_total_for_intent(p_intent_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select q.total_cents from public.booking_intents i join public.quotes q on q.id = i.quote_id
   where i.id = p_intent_id and q.status = 'approved'
$$;
revoke execute on function public.quote_total_for_intent(uuid) from public, anon, authenticated;
grant execute on function public.quote_total_for_intent(uuid) to service_role;

-- My Garage: the quotes sent to the signed-in address (its mailbox, as public.email_mailbox),
-- each with the ids of the bookings made from it, so the booking shows the quote's total.
create function public.my_quotes()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.quote_json(q.id, now()) || jsonb_build_object(
           'id', q.id,
           'booking_ids', coalesce((select jsonb_agg(b.id) from public.booking_intents i join public.bookings b on b.intent_id = i.id
                                     where i.quote_id = q.id and b.user_id = auth.uid()), '[]'::jsonb)
         ) order by q.created_at desc), '[]'::jsonb)
    from public.quotes q
   where auth.uid() is not null
     and coalesce(auth.jwt() ->> 'email', '') <> ''
     and public.email_mailbox(q.email) = public.email_mailbox(auth.jwt() ->> 'email')
$$;

revoke execute on function public.quote_owner_open(text) from public;
revoke execute on function public.quote_owner_send(text, jsonb, text, integer) from public;
revoke execute on function public.quote_owner_withdraw(text) from public;
revoke execute on function public.quote_customer_read(text) from public;
revoke execute on function public.quote_customer_approve(text) from public;
revoke execute on function public.quote_customer_ask_changes(text, text) from public;
revoke execute on function public.my_quotes() from public, anon;
grant execute on function public.quote_owner_open(text) to anon, authenticated;
grant execute on function public.quote_owner_send(text, jsonb, text, integer) to anon, authenticated;
grant execute on function public.quote_owner_withdraw(text) to anon, authenticated;
grant execute on function public.quote_customer_read(text) to anon, authenticated;
grant execute on function public.quote_customer_approve(text) to anon, authenticated;
grant execute on function public.quote_customer_ask_changes(text, text) to anon, authenticated;
grant execute on function public.my_quotes() to authenticated;

-- The owner's outbox gets the customer's "Ask for changes".
alter table private.owner_outbox drop constraint owner_outbox_kind_allowed;
alter table private.owner_outbox add constraint owner_outbox_kind_allowed
  check (kind in ('lead', 'chat_lead', 'waitlist', 'booking', 'booking_canceled', 'quote_changes'));

-- The customer's mail goes through the customer outbox as its own kind, 'quote', with the quote
-- instead of a booking. Its payload (and the customer token it carries) is made at claim time
-- by private.quote_outbox_payload, so a retry carries a fresh link and the table holds no
-- token in the clear.
alter table private.customer_outbox alter column booking_id drop not null;
alter table private.customer_outbox add column quote_id uuid references public.quotes (id) on delete cascade;
alter table private.customer_outbox add constraint customer_outbox_quote_once unique (quote_id, kind);
alter table private.customer_outbox drop constraint customer_outbox_kind_allowed;
alter table private.customer_outbox add constraint customer_outbox_kind_allowed
  check (kind in ('prep_reminder', 'review_request', 'quote'));
alter table private.customer_outbox add constraint customer_outbox_subject
  check ((kind = 'quote') = (quote_id is not null) and (kind = 'quote') = (booking_id is null));

create function private.quote_enqueue_customer_mail(p_quote_id uuid, p_now timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.customer_outbox (kind, quote_id, next_attempt_at)
  values ('quote', p_quote_id, p_now)
  on conflict on constraint customer_outbox_quote_once do nothing
$$;
revoke execute on function private.quote_enqueue_customer_mail(uuid, timestamptz) from public, anon, authenticated;

-- A claimed quote row's payload: the quote and a fresh customer token, valid 60 days past the
-- quote's validity (so an expired quote's page still says so and offers to ask for a new one).
create function private.quote_outbox_payload(p_quote_id uuid, p_now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.quote_new_token();
  v_quote public.quotes;
begin
  select * into v_quote from public.quotes q where q.id = p_quote_id;
  insert into private.quote_tokens (token_hash, purpose, quote_id, expires_at)
  values (private.quote_token_hash(v_token), 'customer', p_quote_id, v_quote.valid_until + interval '60 days');
  return private.quote_json(p_quote_id, p_now)
    || jsonb_build_object('quote_id', v_quote.id, 'email', v_quote.email, 'quote_token', v_token);
end;
$$;
revoke execute on function private.quote_outbox_payload(uuid, timestamptz) from public, anon, authenticated;

-- The body is that of 20261203160000_booking_deposits.sql with one addition: the claimed
-- 'quote' rows come back through their own branch (the last union), whose payload
-- private.quote_outbox_payload makes; a withdrawn quote's row is set aside first.
create or replace function public.claim_customer_outbox(
  p_limit integer default 20,
  p_lease_seconds integer default 300,
  p_now timestamptz default now()
)
returns table (id bigint, kind text, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.customer_outbox o
     set skipped_at = p_now,
         skip_reason = private.customer_outbox_skip_reason(o.kind, b, p_now),
         locked_until = null
    from public.bookings b
   where b.id = o.booking_id
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and (o.locked_until is null or o.locked_until <= p_now)
     and private.customer_outbox_skip_reason(o.kind, b, p_now) is not null;

  -- Quote rows: a quote withdrawn before its mail went out is not sent.
  update private.customer_outbox o
     set skipped_at = p_now, skip_reason = 'withdrawn', locked_until = null
    from public.quotes q
   where q.id = o.quote_id and o.kind = 'quote' and q.status = 'withdrawn'
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and (o.locked_until is null or o.locked_until <= p_now);

  insert into private.customer_mail_tokens (mailbox)
  select distinct public.email_mailbox(b.email)
    from private.customer_outbox o
    join public.bookings b on b.id = o.booking_id
   where o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and o.next_attempt_at <= p_now
  on conflict (mailbox) do nothing;

  return query
  with due as (
    select o.id
      from private.customer_outbox o
     where o.sent_at is null
       and o.failed_at is null
       and o.skipped_at is null
       and o.next_attempt_at <= p_now
       and (o.locked_until is null or o.locked_until <= p_now)
     order by o.id
     limit greatest(1, least(p_limit, 100))
       for update skip locked
  ), claimed as (
    update private.customer_outbox o
       set locked_until = p_now + make_interval(secs => greatest(30, p_lease_seconds))
      from due
     where o.id = due.id
    returning o.id, o.kind, o.booking_id, o.quote_id, o.attempts
  )
  select r.id, r.kind, r.payload, r.attempts from (
    select c.id, c.kind,
           jsonb_build_object(
             'booking_id', b.id,
             'email', b.email,
             'name', b.name,
             'start_time', b.start_time,
             'end_time', b.end_time,
             'services', to_jsonb(coalesce(b.services, '{}'::text[])),
             'vehicle', b.vehicle,
             'reschedule_url', b.reschedule_url,
             'cancel_url', b.cancel_url,
             'payment_provider', b.payment_provider,
             'payment_external_id', b.payment_external_id,
             'payment_amount', b.payment_amount,
             'payment_currency', b.payment_currency,
             'payment_successful', b.payment_successful,
             'unsubscribe_token', t.token
           ) as payload,
           c.attempts
      from claimed c
      join public.bookings b on b.id = c.booking_id
      join private.customer_mail_tokens t on t.mailbox = public.email_mailbox(b.email)
    union all
    select c.id, c.kind, private.quote_outbox_payload(c.quote_id, p_now), c.attempts
      from claimed c
     where c.kind = 'quote'
  ) r
  order by r.id;
end;
$$;
