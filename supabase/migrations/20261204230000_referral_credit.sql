-- Referral credit (docs/decisions/158-referral-credit.md). A confirmed customer's link
-- (/?ref=<code>) brings a friend to the first-visit discount; send-discount-email, as the
-- service role, records which referrer brought the mailbox it mailed a FIRST10 code to
-- (record_referral, only for a fresh first code, so only a mailbox with no earlier code);
-- when that mailbox's first-visit booking has finished (active, no no-show, ended a day ago:
-- the owner's time to mark a no-show in the scheduler), the scheduled run
-- (notify-owner, enqueue_referral_credits) gives the referrer one single-use credit code and
-- queues its mail in the customer outbox. Once per referred mailbox, never for the referrer's
-- own mailbox (public.email_mailbox: case, "+tag", Gmail's dots) or a phone number already on
-- the referrer's account, at most p_monthly_cap a calendar month (data/business.json
-- `referral`). Nothing here is granted to anon; a customer reads only their own credits.
-- The customer outbox's kind check, subject check and claim_customer_outbox are those of
-- 20261204220000_outbox_plans_and_quotes.sql with this kind added.

-- One link per customer. The code names no one; a guessed code only credits a stranger.
create table public.referral_links (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code text not null constraint referral_links_code_key unique
    constraint referral_links_code_shape check (code ~ '^[0-9a-f]{12}$')
    default substr(replace(gen_random_uuid()::text, '-', ''), 1, 12),
  created_at timestamptz not null default now()
);
alter table public.referral_links enable row level security;
revoke all on public.referral_links from public, anon, authenticated;
create policy referral_links_own on public.referral_links for select to authenticated using ((select auth.uid()) = user_id);
grant select (code, created_at) on public.referral_links to authenticated;

-- Which referrer brought which mailbox, decided once (outcome) when its first visit finished.
create table private.referrals (
  referred_mailbox text primary key,
  referrer_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  booking_id uuid references public.bookings (id) on delete set null,
  outcome text constraint referrals_outcome_allowed check (outcome in ('credited', 'own_address', 'own_phone', 'monthly_cap')),
  decided_at timestamptz
);
create index referrals_undecided_idx on private.referrals (referred_mailbox) where outcome is null;
revoke all on private.referrals from public;

-- The referrer's credit: a code for the scheduler's discount question, used once.
create table public.referral_credits (
  id uuid primary key default gen_random_uuid(),
  referrer_id uuid not null references auth.users (id) on delete cascade,
  -- Once per referred mailbox, ever.
  referred_mailbox text not null constraint referral_credits_referred_once unique,
  booking_id uuid references public.bookings (id) on delete set null,
  code text not null constraint referral_credits_code_key unique
    default 'THANKS-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)),
  amount integer not null constraint referral_credits_amount_range check (amount between 1 and 1000),
  created_at timestamptz not null default now(),
  used_at timestamptz,
  used_by_booking uuid references public.bookings (id) on delete set null
);
create index referral_credits_referrer_idx on public.referral_credits (referrer_id, created_at);
-- Every foreign key has its index (supabase/tests/housekeeping.test.sql): a booking's deletion finds its credits.
create index referral_credits_booking_idx on public.referral_credits (booking_id);
create index referral_credits_used_by_booking_idx on public.referral_credits (used_by_booking);
alter table public.referral_credits enable row level security;
revoke all on public.referral_credits from public, anon, authenticated;
-- The referrer reads their own codes; the friend's mailbox and booking are not theirs to see.
create policy referral_credits_own on public.referral_credits for select to authenticated using ((select auth.uid()) = referrer_id);
grant select (id, code, amount, created_at, used_at) on public.referral_credits to authenticated;

-- The signed-in customer's referral code, made on first ask; only for a confirmed address
-- (an unconfirmed sign-up could be anyone's address). Null otherwise.
create function public.my_referral_link()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text;
begin
  if not exists (select 1 from auth.users u where u.id = auth.uid() and u.email_confirmed_at is not null) then
    return null;
  end if;
  insert into public.referral_links (user_id) values (auth.uid()) on conflict (user_id) do nothing;
  select l.code into v_code from public.referral_links l where l.user_id = auth.uid();
  return v_code;
end;
$$;
revoke execute on function public.my_referral_link() from public, anon;
grant execute on function public.my_referral_link() to authenticated;

-- The signed-in customer's credit codes not used yet, newest first: what My Garage shows. A
-- function rather than the table's column grant, so the garage reads the same on every
-- PostgREST (the local twin selects whole rows).
create function public.my_referral_credits()
returns table (code text, amount integer, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.code, c.amount, c.created_at
    from public.referral_credits c
   where c.referrer_id = auth.uid() and c.used_at is null
   order by c.created_at desc
$$;
revoke execute on function public.my_referral_credits() from public, anon;
grant execute on function public.my_referral_credits() to authenticated;

-- Called by send-discount-email right after claim_discount_mail issued a mailbox's first code:
-- the mailbox came through p_ref's link. First link wins; the referrer's own mailbox is not
-- recorded. True when recorded.
create function public.record_referral(p_email text, p_ref text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mailbox text := public.email_mailbox(p_email);
  v_referrer uuid;
  v_referrer_email text;
begin
  if v_mailbox is null or p_ref is null or lower(btrim(p_ref)) !~ '^[0-9a-f]{12}$' then
    return false;
  end if;
  select l.user_id, u.email into v_referrer, v_referrer_email
    from public.referral_links l join auth.users u on u.id = l.user_id
   where l.code = lower(btrim(p_ref)) and u.email_confirmed_at is not null;
  if v_referrer is null or public.email_mailbox(v_referrer_email) = v_mailbox then
    return false;
  end if;
  insert into private.referrals (referred_mailbox, referrer_id) values (v_mailbox, v_referrer)
  on conflict (referred_mailbox) do nothing;
  return found;
end;
$$;
revoke execute on function public.record_referral(text, text) from public, anon, authenticated;
grant execute on function public.record_referral(text, text) to service_role;

-- A phone number as its last ten digits (US numbers with or without +1), null when too short to compare.
create function private.phone_key(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when char_length(d) >= 7 then right(d, 10) end
    from (select regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g') as d) s
$$;
revoke execute on function private.phone_key(text) from public, anon, authenticated;

-- Decides each referral whose first visit has finished: a credit of p_amount dollars and its
-- mail, or the reason there is none. Returns how many credits it gave.
create function public.enqueue_referral_credits(p_amount integer, p_monthly_cap integer, p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_outcome text;
  v_credit uuid;
  v_given integer := 0;
  v_month_start timestamptz := date_trunc('month', p_now at time zone 'America/Chicago') at time zone 'America/Chicago';
begin
  if p_amount is null or p_amount not between 1 and 1000 or p_monthly_cap is null or p_monthly_cap < 0 then
    raise exception using errcode = '22023', message = 'p_amount must be 1 to 1000 dollars and p_monthly_cap 0 or more';
  end if;
  -- One run at a time: the monthly cap is a count.
  perform pg_advisory_xact_lock(hashtext('public.enqueue_referral_credits'));
  for r in
    select distinct on (f.referred_mailbox) f.referred_mailbox, f.referrer_id, b.id as booking_id, b.phone, u.email as referrer_email, u.phone as referrer_phone
      from private.referrals f
      join public.bookings b on public.email_mailbox(b.email) = f.referred_mailbox
      join auth.users u on u.id = f.referrer_id
     where f.outcome is null
       and b.status = 'active'
       and b.no_show_at is null
       and b.discount_status = 'valid'
       and exists (select 1 from public.discount_codes d where upper(d.code) = upper(b.discount_code))
       and b.end_time + interval '24 hours' <= p_now
     order by f.referred_mailbox, b.end_time
  loop
    v_outcome := case
      when public.email_mailbox(r.referrer_email) = r.referred_mailbox then 'own_address'
      when private.phone_key(r.phone) is not null and (
             private.phone_key(r.phone) = private.phone_key(r.referrer_phone)
             or exists (select 1 from public.bookings rb
                         where (rb.user_id = r.referrer_id or public.email_mailbox(rb.email) = public.email_mailbox(r.referrer_email))
                           and private.phone_key(rb.phone) = private.phone_key(r.phone))) then 'own_phone'
      when (select count(*) from public.referral_credits c where c.referrer_id = r.referrer_id and c.created_at >= v_month_start) >= p_monthly_cap then 'monthly_cap'
      else 'credited'
    end;
    if v_outcome = 'credited' then
      insert into public.referral_credits (referrer_id, referred_mailbox, booking_id, amount, created_at)
      values (r.referrer_id, r.referred_mailbox, r.booking_id, p_amount, p_now)
      on conflict (referred_mailbox) do nothing
      returning id into v_credit;
      if v_credit is not null then
        insert into private.customer_outbox (kind, credit_id, next_attempt_at) values ('referral_credit', v_credit, p_now);
        v_given := v_given + 1;
      end if;
    end if;
    update private.referrals set outcome = v_outcome, booking_id = r.booking_id, decided_at = p_now where referred_mailbox = r.referred_mailbox;
  end loop;
  return v_given;
end;
$$;
revoke execute on function public.enqueue_referral_credits(integer, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.enqueue_referral_credits(integer, integer, timestamptz) to service_role;

-- A booking that names an unused credit code of its own mailbox's referrer uses it (the
-- webhook's verdict, discount_verdict, knows only first-visit codes); a plain cancellation
-- gives it back, a reschedule moves it to the new booking (the one the webhook gave its
-- verdict, 'valid', whichever of the reschedule's two deliveries came first; another booking
-- that merely named the code read 'already_used'). Triggers, so
-- record_scheduler_booking_event is untouched.
create function private.referral_credit_verdict()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_credit public.referral_credits;
  v_owner text;
begin
  if new.discount_code is null or new.status <> 'active' or new.discount_status is distinct from 'unknown' then
    return new;
  end if;
  select c.* into v_credit from public.referral_credits c where c.code = upper(btrim(new.discount_code));
  if not found then
    return new;
  end if;
  select u.email into v_owner from auth.users u where u.id = v_credit.referrer_id;
  new.discount_status := case
    when public.email_mailbox(v_owner) is distinct from public.email_mailbox(new.email) then 'other_address'
    when v_credit.used_at is not null
         and not exists (select 1 from public.bookings b where b.id = v_credit.used_by_booking and b.status = 'canceled' and b.rescheduled) then 'already_used'
    else 'valid'
  end;
  return new;
end;
$$;
revoke execute on function private.referral_credit_verdict() from public, anon, authenticated;
create trigger bookings_referral_credit_verdict before insert on public.bookings
  for each row execute function private.referral_credit_verdict();

create function private.referral_credit_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.discount_status = 'valid' and new.discount_code is not null then
      update public.referral_credits c
         set used_at = coalesce(c.used_at, now()), used_by_booking = new.id
       where c.code = upper(btrim(new.discount_code))
         and (c.used_at is null
              or exists (select 1 from public.bookings b where b.id = c.used_by_booking and b.status = 'canceled' and b.rescheduled));
    end if;
  elsif old.status = 'active' and new.status = 'canceled' then
    if new.rescheduled then
      update public.referral_credits c
         set used_by_booking = coalesce((select b.id from public.bookings b
                                          where b.status = 'active' and b.discount_status = 'valid' and b.id <> new.id
                                            and upper(btrim(b.discount_code)) = c.code
                                          order by b.created_at desc, b.id limit 1), c.used_by_booking)
       where c.used_by_booking = new.id;
    else
      update public.referral_credits set used_at = null, used_by_booking = null where used_by_booking = new.id;
    end if;
  end if;
  return null;
end;
$$;
revoke execute on function private.referral_credit_use() from public, anon, authenticated;
create trigger bookings_referral_credit_use after insert or update of status on public.bookings
  for each row execute function private.referral_credit_use();

-- The outbox: a referral_credit row names its credit and nothing else.
alter table private.customer_outbox
  add column credit_id uuid references public.referral_credits (id) on delete cascade;
create unique index customer_outbox_referral_credit_once on private.customer_outbox (credit_id) where kind = 'referral_credit';

alter table private.customer_outbox drop constraint customer_outbox_kind_allowed;
alter table private.customer_outbox add constraint customer_outbox_kind_allowed
  check (kind in ('prep_reminder', 'review_request', 'plan_visit_due', 'quote', 'referral_credit'));

alter table private.customer_outbox drop constraint customer_outbox_subject;
alter table private.customer_outbox add constraint customer_outbox_subject check (
  case kind
    when 'quote' then quote_id is not null and booking_id is null and enrolment_id is null and credit_id is null
    when 'plan_visit_due' then enrolment_id is not null and due_date is not null and booking_id is null and quote_id is null and credit_id is null
    when 'referral_credit' then credit_id is not null and booking_id is null and quote_id is null and enrolment_id is null
    else booking_id is not null and quote_id is null and enrolment_id is null and credit_id is null
  end
);

-- Claims due credit mails: sets aside those whose code was used already or whose mailbox
-- unsubscribed (the code still shows in My Garage); the payload is the referrer's address,
-- name, code and amount, with the unsubscribe token.
create function private.claim_referral_credit_mails(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (id bigint, kind text, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.customer_outbox o
     set skipped_at = p_now,
         skip_reason = case when c.used_at is not null then 'used' else 'unsubscribed' end,
         locked_until = null
    from public.referral_credits c
    join auth.users u on u.id = c.referrer_id
   where o.kind = 'referral_credit' and c.id = o.credit_id
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and (o.locked_until is null or o.locked_until <= p_now)
     and (c.used_at is not null or private.customer_unsubscribed(u.email));

  insert into private.customer_mail_tokens (mailbox)
  select distinct public.email_mailbox(u.email)
    from private.customer_outbox o
    join public.referral_credits c on c.id = o.credit_id
    join auth.users u on u.id = c.referrer_id
   where o.kind = 'referral_credit'
     and o.sent_at is null and o.failed_at is null and o.skipped_at is null
     and o.next_attempt_at <= p_now
  on conflict (mailbox) do nothing;

  return query
  with due as (
    select o.id
      from private.customer_outbox o
     where o.kind = 'referral_credit'
       and o.sent_at is null
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
    returning o.id, o.kind, o.credit_id, o.attempts
  )
  select c.id, c.kind,
         jsonb_build_object(
           'credit_id', r.id,
           'code', r.code,
           'amount', r.amount,
           'email', u.email,
           'name', p.full_name,
           'unsubscribe_token', t.token
         ),
         c.attempts
    from claimed c
    join public.referral_credits r on r.id = c.credit_id
    join auth.users u on u.id = r.referrer_id
    left join public.profiles p on p.id = r.referrer_id
    join private.customer_mail_tokens t on t.mailbox = public.email_mailbox(u.email)
   order by c.id;
end;
$$;
revoke execute on function private.claim_referral_credit_mails(integer, integer, timestamptz) from public, anon, authenticated;

-- The body of 20261204220000_outbox_plans_and_quotes.sql, then the credits' branch.
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
     where (o.booking_id is not null or o.kind = 'quote')
       and o.sent_at is null
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

  -- Plan reminders name an enrolment, credit mails a credit: each claimed by its own function.
  return query select * from private.claim_plan_visit_reminders(p_limit, p_lease_seconds, p_now);
  return query select * from private.claim_referral_credit_mails(p_limit, p_lease_seconds, p_now);
end;
$$;
