-- Bookings from the scheduler's webhook, booking intents, the owner outbox and the
-- first-visit code's use, in SQL (pgTAP). Run with pg_prove against a migrated database.
-- docs/decisions/103-bookings-from-signed-webhooks.md, 013 (service history), 105, 014 (the code's use)
begin;
create extension if not exists pgtap;
select plan(51);

-- The site's forms send a fresh form ticket with every row (lib/form-guard.ts, docs/decisions/144-bot-proof-forms.md),
-- and a ticket admits one row; these tests stand for them with a column default giving each
-- row its own ticket, ten seconds old, for this rolled-back transaction only
-- (supabase/tests/form_guard.test.sql tests the guard).
create sequence public.pgtap_ticket_seq;
create function public.pgtap_ticket() returns text language sql volatile security definer set search_path = ''
  as $$ select private.form_ticket_at(now() - interval '10 seconds' - nextval('public.pgtap_ticket_seq') * interval '1 millisecond') $$;
grant execute on function public.pgtap_ticket() to anon, authenticated;
alter table public.leads alter column form_ticket set default public.pgtap_ticket();
alter table public.chatbot_leads alter column form_ticket set default public.pgtap_ticket();

-- Users as GoTrue writes them (instance_id, aud, role, '' tokens, timestamps): none of those
-- columns has a default on hosted (packages/local-supabase/src/sql/gotrue-auth-schema.json).
insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at) values
  ('00000000-0000-0000-0000-000000000000', 'aaaaaaaa-0000-4000-8000-0000000000a1', 'authenticated', 'authenticated', 'owner@example.com', now(), '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'bbbbbbbb-0000-4000-8000-0000000000b2', 'authenticated', 'authenticated', 'other@example.com', now(), '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());
insert into public.vehicles (id, user_id, make, model, year, size)
  values ('dddddddd-0000-4000-8000-0000000000d1', 'aaaaaaaa-0000-4000-8000-0000000000a1', 'Honda', 'Pilot', 2022, 'SUV');
insert into public.discount_codes (email, code, sent_at) values ('owner@example.com', 'FIRST10-OWNER001', now());

-- A Calendly-shaped delivery (https://developer.calendly.com/api-docs/overview/webhooks/webhook-payload).
create function pg_temp.delivery(p_event text, p_invitee text, p_email text, p_extra jsonb default '{}')
returns jsonb language sql as $$
  select jsonb_build_object('event', p_event, 'payload', jsonb_build_object(
    'uri', p_invitee, 'email', p_email, 'name', 'Pat Customer', 'rescheduled', false,
    'event', 'https://api.calendly.com/scheduled_events/e1',
    'scheduled_event', jsonb_build_object('start_time', '2026-12-05T15:00:00Z', 'end_time', '2026-12-05T18:00:00Z'),
    'questions_and_answers', jsonb_build_array(jsonb_build_object('question', 'Services', 'position', 0,
      'answer', 'Signature Detail (SUV); Engine Bay Detailing. Vehicle size: SUV')),
    'tracking', jsonb_build_object('utm_content', null),
    'cancel_url', 'https://calendly.com/cancellations/x', 'reschedule_url', 'https://calendly.com/reschedulings/x'
  ) || p_extra)
$$;

-- Created, replayed, canceled.
select is(public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-1', 'walkin@example.com')) ->> 'result', 'created', 'a new invitee becomes a booking');
select is(public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-1', 'walkin@example.com')) ->> 'result', 'unchanged', 'a replayed delivery changes nothing');
select results_eq($$ select services, vehicle, status, user_id from public.bookings where invitee_uri = 'inv-1' $$,
  $$ values (array['Signature Detail (SUV)', 'Engine Bay Detailing'], 'SUV'::text, 'active'::text, null::uuid) $$,
  'services and vehicle come from the prefilled answer; no account, so unclaimed');
select is(public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'inv-1', 'walkin@example.com')) ->> 'result', 'canceled', 'a cancellation cancels');
select is(public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'inv-1', 'walkin@example.com')) ->> 'result', 'unchanged', 'a replayed cancellation changes nothing');
select is((select status from public.bookings where invitee_uri = 'inv-1'), 'canceled', 'the booking is canceled');
select is(public.record_scheduler_event('{"event": "routing_form_submission.created", "payload": {}}') ->> 'result', 'ignored', 'other events are ignored');
select throws_ok($$ select public.record_scheduler_event('{"event": "invitee.created", "payload": {"uri": "x"}}') $$, '22023', null, 'an invitee without an e-mail is refused as bad data');

-- Reschedule: the create names the old invitee, the cancel says rescheduled; either order.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-2', 'walkin@example.com')) $$, 'first booking');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-3', 'walkin@example.com', '{"old_invitee": "inv-2"}')) $$, 'its reschedule');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'inv-2', 'walkin@example.com', '{"rescheduled": true, "new_invitee": "inv-3"}')) $$, 'the old one''s cancel');
select results_eq($$ select invitee_uri, status, rescheduled from public.bookings where invitee_uri in ('inv-2', 'inv-3') order by 1 $$,
  $$ values ('inv-2'::text, 'canceled'::text, true), ('inv-3', 'active', false) $$, 'a reschedule leaves exactly one active booking');

-- Tied to an account: by the site's intent, only for its owner's own confirmed address and
-- only once, else by a confirmed address. The intent id is public (a query parameter of
-- the scheduler link), so a stranger's intent must not pull a booking into their garage.
insert into public.booking_intents (id, user_id, vehicle_id, vehicle_size, services, discount_code)
  values ('eeeeeeee-0000-4000-8000-0000000000e1', 'aaaaaaaa-0000-4000-8000-0000000000a1', 'dddddddd-0000-4000-8000-0000000000d1', 'SUV', '{Pet Hair Removal}', 'first10-owner001'),
         ('eeeeeeee-0000-4000-8000-0000000000e2', 'bbbbbbbb-0000-4000-8000-0000000000b2', null, 'Sedan', '{Maintenance Wash (Sedan)}', null);
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-4', 'carol@example.com', '{"tracking": {"utm_content": "eeeeeeee-0000-4000-8000-0000000000e1"}}')) $$, 'someone else books through a link carrying the owner''s intent');
select results_eq($$ select user_id, intent_id, services, discount_code from public.bookings where invitee_uri = 'inv-4' $$,
  $$ values (null::uuid, null::uuid, array['Signature Detail (SUV)', 'Engine Bay Detailing'], null::text) $$,
  'a foreign intent is ignored: the booking is not the intent owner''s and takes nothing from the intent');
select is((select used_at from public.discount_codes where email = 'owner@example.com'), null, 'the intent owner''s code is not used by someone else''s booking');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-4b', 'Owner@Example.com', '{"tracking": {"utm_content": "eeeeeeee-0000-4000-8000-0000000000e1"}}')) $$, 'the intent''s owner books under their own address');
select results_eq($$ select user_id, intent_id, services, vehicle, discount_code, discount_status from public.bookings where invitee_uri = 'inv-4b' $$,
  $$ values ('aaaaaaaa-0000-4000-8000-0000000000a1'::uuid, 'eeeeeeee-0000-4000-8000-0000000000e1'::uuid, array['Pet Hair Removal'], '2022 Honda Pilot (SUV)'::text, 'first10-owner001'::text, 'valid'::text) $$,
  'their own intent gives the account, vehicle, services and code, any letter case');
select isnt((select used_at from public.discount_codes where email = 'owner@example.com'), null, 'the account''s own code is recorded as used');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-4c', 'owner@example.com', '{"tracking": {"utm_content": "eeeeeeee-0000-4000-8000-0000000000e1"}}')) $$, 'a second booking carrying the same intent');
select results_eq($$ select user_id, intent_id from public.bookings where invitee_uri = 'inv-4c' $$,
  $$ values ('aaaaaaaa-0000-4000-8000-0000000000a1'::uuid, null::uuid) $$,
  'an intent binds once: the second booking is the address''s, not the intent''s');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-4d', 'owner@example.com', '{"old_invitee": "inv-4b", "tracking": {"utm_content": "eeeeeeee-0000-4000-8000-0000000000e2"}}')) $$, 'a reschedule of the owner''s booking carrying another account''s intent');
select results_eq($$ select user_id, intent_id, discount_code, discount_status from public.bookings where invitee_uri = 'inv-4d' $$,
  $$ values ('aaaaaaaa-0000-4000-8000-0000000000a1'::uuid, 'eeeeeeee-0000-4000-8000-0000000000e1'::uuid, 'first10-owner001'::text, 'valid'::text) $$,
  'a reschedule follows the booking it moves, never an intent');
select is((select used_by_booking from public.booking_intents where id = 'eeeeeeee-0000-4000-8000-0000000000e2'), null, 'the other account''s intent is left unused');

-- The first-visit code: only for its own mailbox, only on that mailbox's first visit.
insert into public.discount_codes (email, code, sent_at) values
  ('pat.smith@gmail.com', 'FIRST10-PATSMITH', now()),
  ('repeat@example.com', 'FIRST10-REPEAT01', now());
select is(public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-c1', 'stranger@example.com', '{"questions_and_answers": [{"position": 1, "answer": "FIRST10-PATSMITH"}]}')) ->> 'result', 'created', 'a booking carrying another address''s code is still recorded');
select results_eq($$ select discount_status from public.bookings where invitee_uri = 'inv-c1' $$, $$ values ('other_address'::text) $$, 'the code is marked as another address''s');
select is((select used_at from public.discount_codes where code = 'FIRST10-PATSMITH'), null, 'and its owner keeps it unused');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-c2', 'PatSmith+detail@googlemail.com', '{"questions_and_answers": [{"position": 1, "answer": "first10-patsmith"}]}')) $$, 'the same mailbox, spelt another way');
select results_eq($$ select discount_status from public.bookings where invitee_uri = 'inv-c2' $$, $$ values ('valid'::text) $$, 'its own mailbox''s code is valid whatever the spelling');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-c3', 'repeat@example.com')) $$, 'a first visit without the code');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-c4', 'repeat@example.com', '{"questions_and_answers": [{"position": 1, "answer": "FIRST10-REPEAT01"}]}')) $$, 'a second visit with it');
select results_eq($$ select discount_status from public.bookings where invitee_uri = 'inv-c4' $$, $$ values ('already_used'::text) $$, 'a second first visit does not get the discount');
select is((select used_at from public.discount_codes where code = 'FIRST10-REPEAT01'), null, 'and does not use the code up');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-c5', 'x@example.com', '{"questions_and_answers": [{"position": 1, "answer": "SUMMER50"}]}')) $$, 'a code nobody issued');
select results_eq($$ select discount_status from public.bookings where invitee_uri = 'inv-c5' $$, $$ values ('unknown'::text) $$, 'is marked unknown');

select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-5', 'OTHER@example.com')) $$, 'a booking by a confirmed address');
select is((select user_id from public.bookings where invitee_uri = 'inv-5'), 'bbbbbbbb-0000-4000-8000-0000000000b2'::uuid, 'is tied to that account, any letter case');

-- Claimed only once the address is confirmed.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'inv-6', 'newbie@example.com')) $$, 'a booking before the account exists');
insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', 'cccccccc-0000-4000-8000-0000000000c3', 'authenticated', 'authenticated', 'Newbie@Example.com', '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());
select is((select user_id from public.bookings where invitee_uri = 'inv-6'), null, 'an unconfirmed sign-up does not claim it');
update auth.users set email_confirmed_at = now() where id = 'cccccccc-0000-4000-8000-0000000000c3';
select is((select user_id from public.bookings where invitee_uri = 'inv-6'), 'cccccccc-0000-4000-8000-0000000000c3'::uuid, 'confirming the address claims it');

-- The outbox: one row per new lead and booking, claimed once.
select is((select count(*)::int from private.owner_outbox where kind = 'booking' and payload ->> 'invitee_uri' = 'inv-1'), 1, 'one owner mail queued per booking, replays included');
select is((select count(*)::int from private.owner_outbox where kind = 'booking_canceled' and payload ->> 'invitee_uri' = 'inv-2'), 1, 'one owner mail queued for a move');

-- What the API roles may do.
set local role anon;
select lives_ok($$ insert into public.leads (email) values ('fan@example.com') $$, 'anon subscribes');
select throws_ok($$ select public.record_scheduler_event('{}') $$, '42501', null, 'anon cannot record bookings');
select throws_ok($$ select * from public.claim_owner_outbox(1, 60) $$, '42501', null, 'anon cannot claim outbox rows');
reset role;
select is((select count(*)::int from private.owner_outbox where kind = 'lead' and payload ->> 'email' = 'fan@example.com'), 1, 'the lead queued one owner mail');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-0000000000a1", "role": "authenticated"}', true);
select results_eq($$ select invitee_uri from public.bookings order by 1 $$, $$ values ('inv-4b'::text), ('inv-4c'), ('inv-4d') $$, 'a customer reads only their own bookings');
select throws_ok($$ insert into public.bookings (invitee_uri, email) values ('mine', 'owner@example.com') $$, '42501', null, 'a customer cannot insert a booking');
select throws_ok($$ update public.bookings set status = 'canceled' $$, '42501', null, 'a customer cannot change a booking');
select throws_ok($$ insert into public.service_history (service_date, services) values ('2025-01-01', '{Wash}') $$, '42501', null, 'a customer cannot write service history');
select results_eq($$ select code, used from public.my_discount_status() $$, $$ values ('FIRST10-OWNER001'::text, true) $$, 'my_discount_status shows the code as used');
reset role;

set local role service_role;
select is((select count(*)::int from public.claim_owner_outbox(100, 60)) > 0 and (select count(*)::int from public.claim_owner_outbox(100, 60)) = 0, true,
  'a second claim gets nothing while the first holds the lease');
reset role;

select * from finish();
rollback;
