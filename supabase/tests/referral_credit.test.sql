-- Referral credit in SQL (pgTAP): who may call what, the referral recorded only for a fresh
-- first code and never for the referrer's own mailbox, the credit only after the friend's
-- first visit finished (not canceled, not a no-show), once per friend's mailbox, never for a
-- phone on the referrer's account, at most the monthly cap; its mail through the customer
-- outbox; the code used once, moved by a reschedule; RLS keeps each customer's credits to them.
-- supabase/migrations/20261204230000_referral_credit.sql, docs/decisions/158-referral-credit.md
begin;
create extension if not exists pgtap;
select plan(68);

insert into auth.users (instance_id, id, aud, role, email, phone, email_confirmed_at, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at) values
  ('00000000-0000-0000-0000-000000000000', 'a0a0a0a0-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'pat.referrer@gmail.com', '12815550111', now(), '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'b0b0b0b0-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'other.customer@example.com', null, now(), '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'c0c0c0c0-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'unconfirmed@example.com', null, null, '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());

-- A Calendly-shaped delivery whose visit starts p_start_hours from now and lasts 3 hours,
-- with p_code answering the discount question and p_phone the text-reminder number.
create function pg_temp.delivery(p_event text, p_invitee text, p_email text, p_start_hours numeric, p_code text default null, p_phone text default null)
returns jsonb language sql as $$
  select jsonb_build_object('event', p_event, 'payload', jsonb_strip_nulls(jsonb_build_object(
    'uri', p_invitee, 'email', p_email, 'name', 'Friend Customer', 'rescheduled', false,
    'text_reminder_number', p_phone,
    'scheduled_event', jsonb_build_object(
      'start_time', now() + make_interval(secs => p_start_hours * 3600),
      'end_time', now() + make_interval(secs => (p_start_hours + 3) * 3600)),
    'questions_and_answers', jsonb_build_array(
      jsonb_build_object('question', 'Services', 'position', 0, 'answer', 'Full Detail (SUV). Vehicle size: SUV'),
      jsonb_build_object('question', 'Discount code', 'position', 1, 'answer', coalesce(p_code, ''))))))
$$;
-- A friend who claimed the first-visit code through the referrer's link: the lead, the code, the referral.
create function pg_temp.referred(p_email text, p_ref text)
returns text language plpgsql as $$
declare v_code text;
begin
  insert into public.leads (email) values (p_email);
  v_code := public.claim_discount_mail(p_email) ->> 'code';
  perform public.record_referral(p_email, p_ref);
  return v_code;
end;
$$;

-- A referred friend whose first visit (with their first-visit code) ended 37 hours ago.
create function pg_temp.visit(p_email text, p_invitee text, p_ref text, p_phone text default null)
returns jsonb language sql as $$
  select public.record_scheduler_event(pg_temp.delivery('invitee.created', p_invitee, p_email, -40, pg_temp.referred(p_email, p_ref), p_phone))
$$;

-- The link: only a signed-in customer with a confirmed address gets one.
set local role anon;
select throws_ok($$ select public.my_referral_link() $$, '42501', null, 'a guest gets no referral link');
select throws_ok($$ select public.record_referral('x@example.com', '0123456789ab') $$, '42501', null, 'the anon key cannot record a referral');
select throws_ok($$ select public.enqueue_referral_credits(25, 3, now()) $$, '42501', null, 'the anon key cannot mint credit');
select throws_ok($$ insert into public.referral_credits (referrer_id, referred_mailbox, amount) values ('a0a0a0a0-0000-4000-8000-000000000001', 'x@example.com', 25) $$, '42501', null, 'the anon key cannot insert a credit');
select throws_ok($$ select code from public.referral_credits $$, '42501', null, 'the anon key reads no credit');
select throws_ok($$ select code from public.referral_links $$, '42501', null, 'the anon key reads no link');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "c0c0c0c0-0000-4000-8000-000000000003", "role": "authenticated"}', true);
select is(public.my_referral_link(), null, 'an unconfirmed address gets no link');
select set_config('request.jwt.claims', '{"sub": "a0a0a0a0-0000-4000-8000-000000000001", "role": "authenticated"}', true);
select matches(public.my_referral_link(), '^[0-9a-f]{12}$', 'a confirmed customer gets a link code');
select is(public.my_referral_link(), (select code from public.referral_links), 'the same code every time, and the customer reads their own link');
select throws_ok($$ select public.record_referral('x@example.com', '0123456789ab') $$, '42501', null, 'a customer cannot record a referral');
select throws_ok($$ select public.enqueue_referral_credits(25, 3, now()) $$, '42501', null, 'a customer cannot mint credit');
select throws_ok($$ insert into public.referral_credits (referrer_id, referred_mailbox, amount) values ('a0a0a0a0-0000-4000-8000-000000000001', 'x@example.com', 25) $$, '42501', null, 'a customer cannot insert a credit');
select throws_ok($$ update public.referral_links set code = '0123456789ab' $$, '42501', null, 'a customer cannot choose their code');
select set_config('request.jwt.claims', '{"sub": "b0b0b0b0-0000-4000-8000-000000000002", "role": "authenticated"}', true);
select is_empty($$ select code from public.referral_links $$, 'another customer does not see the link');
reset role;

create temp table ref as select code from public.referral_links where user_id = 'a0a0a0a0-0000-4000-8000-000000000001';

-- Recording: only through a first code, first link wins, never the referrer's own mailbox.
select is(public.record_referral('nobody@example.com', 'ffffffffffff'), false, 'an unknown link records nothing');
select is(public.record_referral('pat.referrer+2@gmail.com', (select code from ref)), false, 'a "+tag" alias of the referrer''s address is not a referral');
select is(public.record_referral('PatReferrer@googlemail.com', (select code from ref)), false, 'nor is the Gmail address without its dot');
select matches(pg_temp.referred('friend.one@example.com', (select code from ref)), '^FIRST10-', 'a friend claims the first-visit code through the link');
select is((select referrer_id from private.referrals where referred_mailbox = 'friend.one@example.com'), 'a0a0a0a0-0000-4000-8000-000000000001'::uuid, 'and is recorded as the referrer''s');
insert into public.referral_links (user_id) values ('b0b0b0b0-0000-4000-8000-000000000002');
select is(public.record_referral('Friend.One@example.com', (select code from public.referral_links where user_id = 'b0b0b0b0-0000-4000-8000-000000000002')), false, 'a second link for the same mailbox records nothing');

-- The credit: after the first visit finished a day ago, once.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'ref-1', 'friend.one@example.com', -10,
  (select code from public.discount_codes where email = 'friend.one@example.com'))) $$, 'the friend books with the first-visit code; the visit ended 7 h ago');
select is((select discount_status from public.bookings where invitee_uri = 'ref-1'), 'valid', 'the first-visit discount applies');
select is(public.enqueue_referral_credits(25, 3, now()), 0, 'no credit before the owner had a day to mark a no-show');
update public.bookings set start_time = start_time - interval '1 day', end_time = end_time - interval '1 day' where invitee_uri = 'ref-1';
select is(public.enqueue_referral_credits(25, 3, now()), 1, 'a day after the visit, the referrer gets a credit');
select is(public.enqueue_referral_credits(25, 3, now()), 0, 'once per referred mailbox');
select matches((select code from public.referral_credits where referred_mailbox = 'friend.one@example.com'), '^THANKS-[0-9A-F]{8}$', 'a THANKS- code');
select throws_ok($$ insert into public.referral_credits (referrer_id, referred_mailbox, amount) values ('a0a0a0a0-0000-4000-8000-000000000001', 'friend.one@example.com', 25) $$,
  '23505', null, 'a second credit for the same mailbox cannot exist');

-- Its mail, through the customer outbox.
select is((select count(*)::int from private.customer_outbox where kind = 'referral_credit'), 1, 'one credit mail is queued');
select is((select payload ->> 'email' from public.claim_customer_outbox(100, 300, now()) where kind = 'referral_credit'), 'pat.referrer@gmail.com', 'claimed for the referrer');
select is((select count(*)::int from public.claim_customer_outbox(100, 300, now()) where kind = 'referral_credit'), 0, 'and leased, so not claimed twice');
select throws_ok($$ insert into private.customer_outbox (kind, booking_id) select 'referral_credit', id from public.bookings where invitee_uri = 'ref-1' $$,
  '23514', null, 'a credit mail must name its credit and nothing else');

-- No credit for a canceled visit, a no-show, the referrer's own phone, or past the monthly cap.
select lives_ok($$ select pg_temp.visit('friend.two@example.com', 'ref-2', (select code from ref)) $$, 'a second friend visits');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'ref-2', 'friend.two@example.com', -40)) $$, 'but that visit was canceled');
select lives_ok($$ select pg_temp.visit('friend.three@example.com', 'ref-3', (select code from ref)) $$, 'a third friend visits');
update public.bookings set no_show_at = now() where invitee_uri = 'ref-3';
select lives_ok($$ select pg_temp.visit('friend.four@example.com', 'ref-4', (select code from ref), '+1 (281) 555-0111') $$, 'a fourth friend books with the referrer''s phone');
select is(public.enqueue_referral_credits(25, 3, now()), 0, 'none of them earns a credit');
select is((select outcome from private.referrals where referred_mailbox = 'friend.four@example.com'), 'own_phone', 'the phone on the referrer''s account is refused');
select is((select outcome from private.referrals where referred_mailbox = 'friend.two@example.com'), null, 'a canceled visit leaves the referral open for a later visit');
select lives_ok($$ select pg_temp.visit('friend.five@example.com', 'ref-5', (select code from ref)) $$, 'a fifth friend visits');
select is(public.enqueue_referral_credits(25, 1, now()), 0, 'past the monthly cap of 1 there is no credit');
select is((select outcome from private.referrals where referred_mailbox = 'friend.five@example.com'), 'monthly_cap', 'and the referral says why');

-- RLS: the referrer reads their unused codes, no one else does, and never the friend's mailbox.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "a0a0a0a0-0000-4000-8000-000000000001", "role": "authenticated"}', true);
select is((select count(*)::int from public.referral_credits where used_at is null), 1, 'the referrer sees their credit');
select throws_ok($$ select referred_mailbox from public.referral_credits $$, '42501', null, 'but not whose visit earned it');
select is((select count(*)::int from public.my_referral_credits()), 1, 'My Garage lists it');
select set_config('request.jwt.claims', '{"sub": "b0b0b0b0-0000-4000-8000-000000000002", "role": "authenticated"}', true);
select is_empty($$ select code from public.referral_credits $$, 'another customer sees none of it');
select is_empty($$ select code from public.my_referral_credits() $$, 'nor does their garage');
select throws_ok($$ update public.referral_credits set used_at = null $$, '42501', null, 'and cannot change it');
reset role;

-- Using the code: valid once for the referrer's own mailbox; a cancellation gives it back.
create temp table credit as select code from public.referral_credits where referred_mailbox = 'friend.one@example.com';
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'use-other', 'other.customer@example.com', 30, (select code from credit))) $$, 'someone else books with the code');
select is((select discount_status from public.bookings where invitee_uri = 'use-other'), 'other_address', 'it is not theirs');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'use-1', 'PatReferrer+van@gmail.com', 30, lower((select code from credit)))) $$, 'the referrer books with the code');
select is((select discount_status from public.bookings where invitee_uri = 'use-1'), 'valid', 'the code is valid for them');
select isnt((select used_at from public.referral_credits where code = (select code from credit)), null, 'and is used');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'use-2', 'pat.referrer@gmail.com', 60, (select code from credit))) $$, 'the referrer books again with it');
select is((select discount_status from public.bookings where invitee_uri = 'use-2'), 'already_used', 'a code is single-use');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'use-1', 'pat.referrer@gmail.com', 30)) $$, 'the visit that used it is canceled');
select is((select used_at from public.referral_credits where code = (select code from credit)), null, 'the code is given back');

-- A reschedule moves the used code to the new time, whichever of its two deliveries comes first.
create function pg_temp.credit_booking() returns text language sql as $$
  select b.invitee_uri from public.referral_credits c join public.bookings b on b.id = c.used_by_booking where c.code = (select code from credit)
$$;
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'use-3', 'pat.referrer@gmail.com', 30, (select code from credit))) $$, 'the referrer books with the given-back code');
select is(pg_temp.credit_booking(), 'use-3', 'that booking uses it');
select lives_ok($$ select public.record_scheduler_event(jsonb_set(pg_temp.delivery('invitee.created', 'use-4', 'pat.referrer@gmail.com', 50), '{payload,old_invitee}', '"use-3"')) $$,
  'the visit is rescheduled: the new time arrives first');
select is((select discount_status from public.bookings where invitee_uri = 'use-4'), 'valid', 'the new time keeps the discount');
select is(pg_temp.credit_booking(), 'use-4', 'and the code moves to it, not to the other booking that named it');
select lives_ok($$ select public.record_scheduler_event(jsonb_set(pg_temp.delivery('invitee.canceled', 'use-4', 'pat.referrer@gmail.com', 50), '{payload,rescheduled}', 'true')) $$,
  'rescheduled again: this time the cancellation of the old time arrives first');
select is(pg_temp.credit_booking(), 'use-4', 'the code waits on the moved booking');
select lives_ok($$ select public.record_scheduler_event(jsonb_set(pg_temp.delivery('invitee.created', 'use-5', 'pat.referrer@gmail.com', 70), '{payload,old_invitee}', '"use-4"')) $$,
  'then the new time arrives');
select is(pg_temp.credit_booking(), 'use-5', 'the code moves to it');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'use-5', 'pat.referrer@gmail.com', 70)) $$, 'the moved visit is canceled outright');
select is((select used_at from public.referral_credits where code = (select code from credit)), null, 'the code is given back again');
set local role anon;
select throws_ok($$ select public.my_referral_credits() $$, '42501', null, 'the anon key lists no credits');
reset role;

select * from finish();
rollback;
