-- Deposits the scheduler took, recorded on the booking by record_scheduler_event, in SQL (pgTAP).
-- Calendly's invitee carries `payment` {external_id, provider, amount, currency, terms,
-- successful}, null when none (https://developer.calendly.com/api-docs/calendly-api/scheduled-events/get-event-invitee).
-- supabase/migrations/20261203160000_booking_deposits.sql
begin;
create extension if not exists pgtap;
select plan(17);

create function pg_temp.delivery(p_invitee text, p_email text, p_payment jsonb, p_extra jsonb default '{}')
returns jsonb language sql as $$
  select jsonb_build_object('event', 'invitee.created', 'payload', jsonb_build_object(
    'uri', p_invitee, 'email', p_email, 'name', 'Pat Customer', 'rescheduled', false,
    'scheduled_event', jsonb_build_object('start_time', '2026-12-05T15:00:00Z', 'end_time', '2026-12-05T18:00:00Z'),
    'questions_and_answers', jsonb_build_array(jsonb_build_object('question', 'Services', 'position', 0, 'answer', 'Wash & Wax (Sedan)')),
    'cancel_url', 'https://calendly.com/cancellations/x', 'reschedule_url', 'https://calendly.com/reschedulings/x',
    'payment', p_payment
  ) || p_extra)
$$;

select is(public.record_scheduler_event(pg_temp.delivery('dep-1', 'dep@example.com',
  '{"external_id": "ch_1", "provider": "stripe", "amount": 50.0, "currency": "USD", "terms": "Refundable up to 24 hours before.", "successful": true}')) ->> 'result',
  'created', 'a booking with a paid deposit is created');
select results_eq($$ select payment_provider, payment_external_id, payment_amount, payment_currency, payment_terms, payment_successful from public.bookings where invitee_uri = 'dep-1' $$,
  $$ values ('stripe'::text, 'ch_1'::text, 50.00::numeric, 'USD'::text, 'Refundable up to 24 hours before.'::text, true) $$,
  'the payment is kept on the booking as the scheduler reported it');
select is(public.record_scheduler_event(pg_temp.delivery('dep-1', 'dep@example.com',
  '{"external_id": "ch_2", "provider": "stripe", "amount": 75, "currency": "USD", "terms": null, "successful": true}')) ->> 'result',
  'unchanged', 'a replayed delivery changes nothing');
select is((select count(*)::int from public.bookings where invitee_uri = 'dep-1' and payment_external_id = 'ch_1'), 1, 'one payment recorded, the first');
select is((select count(*)::int from private.owner_outbox where kind = 'booking' and payload ->> 'invitee_uri' = 'dep-1' and payload ->> 'payment_amount' = '50.00'), 1,
  'the owner''s booking mail is queued once, with the deposit in its snapshot');

select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('dep-none', 'none@example.com', 'null')) $$, 'payment null: an event type without a deposit');
select results_eq($$ select payment_provider, payment_amount, payment_successful from public.bookings where invitee_uri = 'dep-none' $$,
  $$ values (null::text, null::numeric, null::boolean) $$, 'no payment is recorded');

select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('dep-failed', 'failed@example.com',
  '{"external_id": "PAYID-9", "provider": "paypal", "amount": 50, "currency": "USD", "terms": null, "successful": false}')) $$, 'a payment that did not go through');
select is((select payment_successful from public.bookings where invitee_uri = 'dep-failed'), false, 'is kept as not successful, so it can be said');

select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('dep-eur', 'eur@example.com',
  '{"external_id": "ch_3", "provider": "stripe", "amount": "45.5", "currency": "eur", "terms": null, "successful": true}')) $$, 'another currency, the amount as text');
select results_eq($$ select payment_amount, payment_currency from public.bookings where invitee_uri = 'dep-eur' $$,
  $$ values (45.50::numeric, 'EUR'::text) $$, 'kept in its own currency');

select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('dep-odd', 'odd@example.com',
  '{"external_id": 7, "provider": ["stripe"], "amount": -1, "currency": "dollars", "terms": {"a": 1}, "successful": "yes"}')) $$, 'a malformed payment never loses the booking');
select results_eq($$ select status, payment_provider, payment_external_id, payment_amount, payment_currency, payment_terms, payment_successful from public.bookings where invitee_uri = 'dep-odd' $$,
  $$ values ('active'::text, null::text, null::text, null::numeric, null::text, null::text, null::boolean) $$, 'what does not fit is left out');

-- A reschedule moves the visit, not the money.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('dep-1b', 'dep@example.com', 'null', '{"old_invitee": "dep-1"}')) $$, 'a reschedule of the paid booking');
select results_eq($$ select payment_external_id, payment_amount, payment_successful from public.bookings where invitee_uri = 'dep-1b' $$,
  $$ values ('ch_1'::text, 50.00::numeric, true) $$, 'the new time keeps the deposit paid for the old one');

-- The prep reminder's payload carries the payment, for its deposit and balance lines.
select lives_ok($$ select public.enqueue_customer_messages(3, '2026-12-04T12:00:00Z') $$, 'the prep reminders fall due');
select is((select c.payload ->> 'payment_amount' from public.claim_customer_outbox(100, 300, '2026-12-04T12:00:00Z') c
            where c.payload ->> 'booking_id' = (select id::text from public.bookings where invitee_uri = 'dep-1b')),
  '50.00', 'the claimed prep reminder carries the deposit paid');
select finish();
rollback;
