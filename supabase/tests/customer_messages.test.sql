-- Customer messages in SQL (pgTAP): the no-show mark, the customer outbox's once-only
-- rows, what is set aside at claim time, unsubscribes, and who may call what.
-- docs/decisions/142-customer-messages-from-the-outbox.md, 143-unsubscribe-without-signing-in.md
begin;
create extension if not exists pgtap;
select plan(40);

-- A Calendly-shaped delivery (https://developer.calendly.com/api-docs/overview/webhooks/webhook-payload)
-- whose visit starts p_start_hours from now and lasts 3 hours.
create function pg_temp.delivery(p_event text, p_invitee text, p_email text, p_start_hours numeric, p_extra jsonb default '{}')
returns jsonb language sql as $$
  select jsonb_build_object('event', p_event, 'payload', jsonb_build_object(
    'uri', p_invitee, 'email', p_email, 'name', 'Pat Customer', 'rescheduled', false,
    'scheduled_event', jsonb_build_object(
      'start_time', now() + make_interval(secs => p_start_hours * 3600),
      'end_time', now() + make_interval(secs => (p_start_hours + 3) * 3600)),
    'questions_and_answers', jsonb_build_array(jsonb_build_object('question', 'Services', 'position', 0,
      'answer', 'Signature Detail (SUV); Engine Bay Detailing. Vehicle size: SUV')),
    'cancel_url', 'https://calendly.com/cancellations/x', 'reschedule_url', 'https://calendly.com/reschedulings/x'
  ) || p_extra)
$$;
create function pg_temp.rows_for(p_invitee text)
returns setof text language sql as $$
  select o.kind || ':' || case when o.sent_at is not null then 'sent' when o.skipped_at is not null then 'skipped ' || o.skip_reason
                               when o.failed_at is not null then 'failed' else 'pending' end
    from private.customer_outbox o join public.bookings b on b.id = o.booking_id
   where b.invitee_uri = p_invitee order by o.kind
$$;
create function pg_temp.claim_all(p_now timestamptz default now())
returns setof bigint language sql as $$
  select id from public.claim_customer_outbox(100, 300, p_now)
$$;

-- The no-show mark and its undo.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'ns-1', 'ns@example.com', -6)) $$, 'a visit that ended 3 h ago');
select is(public.record_scheduler_event(pg_temp.delivery('invitee_no_show.created', 'ns-1', 'ns@example.com', -6,
  '{"no_show": {"uri": "https://api.calendly.com/invitee_no_shows/n1", "created_at": "2026-11-27T10:00:00Z"}}')) ->> 'result', 'no_show', 'invitee_no_show.created is stored');
select is((select no_show_at from public.bookings where invitee_uri = 'ns-1'), '2026-11-27T10:00:00Z'::timestamptz, 'with the scheduler''s time of the mark');
select is(public.record_scheduler_event(pg_temp.delivery('invitee_no_show.created', 'unknown-invitee', 'x@example.com', -6)) ->> 'result', 'unchanged', 'a mark for an unknown booking keeps nothing');
select is((public.enqueue_customer_messages(3, now()) ->> 'review_request')::int, 0, 'a no-show gets no review request');
select is(public.record_scheduler_event(pg_temp.delivery('invitee_no_show.deleted', 'ns-1', 'ns@example.com', -6)) ->> 'result', 'no_show_undone', 'invitee_no_show.deleted undoes it');
select is((select no_show_at from public.bookings where invitee_uri = 'ns-1'), null, 'the mark is gone');
select is(public.record_scheduler_event(pg_temp.delivery('invitee_no_show.deleted', 'ns-1', 'ns@example.com', -6)) ->> 'result', 'unchanged', 'a replayed undo changes nothing');
select is((public.enqueue_customer_messages(3, now()) ->> 'review_request')::int, 1, 'then the finished booking gets its review request');
select results_eq($$ select * from pg_temp.rows_for('ns-1') $$, $$ values ('review_request:pending') $$, 'one pending review request');
select throws_ok($$ select public.record_scheduler_event('{"event": "invitee_no_show.created", "payload": {"email": "a@b.co"}}') $$, '22023', null, 'a mark without an invitee uri is refused as bad data');
select is(public.record_scheduler_event('{"event": "routing_form_submission.created", "payload": {}}') ->> 'result', 'ignored', 'other events are still ignored');

-- Once only: the unique rule, whatever runs twice.
select is((public.enqueue_customer_messages(3, now()) ->> 'review_request')::int, 0, 'a second run adds nothing');
select throws_ok($$ insert into private.customer_outbox (kind, booking_id) select 'review_request', id from public.bookings where invitee_uri = 'ns-1' $$,
  '23505', null, 'a second review request for one booking cannot exist');

-- The prep reminder: 48 hours before, not for a canceled or started booking.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'prep-47', 'prep@example.com', 47)) $$, 'a booking in 47 h');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'prep-49', 'prep@example.com', 49)) $$, 'a booking in 49 h');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'prep-c', 'prep@example.com', 40)) $$, 'a booking in 40 h');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'prep-c', 'prep@example.com', 40)) $$, 'canceled before any run');
select is((public.enqueue_customer_messages(3, now()) ->> 'prep_reminder')::int, 1, 'only the booking within 48 h gets a reminder now');
select results_eq($$ select * from pg_temp.rows_for('prep-47') $$, $$ values ('prep_reminder:pending') $$, 'the 47 h booking''s reminder is pending');
select is((public.enqueue_customer_messages(3, now() + interval '2 hours') ->> 'prep_reminder')::int, 1, 'the clock moved 2 h: the 49 h booking''s turn');
select is((select count(*)::int from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.invitee_uri = 'prep-c'), 0, 'the canceled booking never got a row');

-- Claim sets aside what must no longer go out, then hands out the rest with the payload.
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.canceled', 'prep-49', 'prep@example.com', 49)) $$, 'the 49 h booking is canceled after its row was added');
select is((select count(*)::int from pg_temp.claim_all(now() + interval '2 hours')), 2, 'two rows claimed: the 47 h reminder and the review request');
select results_eq($$ select * from pg_temp.rows_for('prep-49') $$, $$ values ('prep_reminder:skipped canceled') $$, 'the canceled booking''s row is set aside, kept');
select is((select count(*)::int from pg_temp.claim_all(now() + interval '2 hours')), 0, 'a claimed row is leased: a second dispatcher gets nothing');

-- Failures: backoff, then given up after 8 tries and kept.
select lives_ok($$ select public.mark_customer_outbox_failed(o.id, 'E-mail API answered 503', now()) from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.invitee_uri = 'prep-47' $$, 'a failed send');
select is((select count(*)::int from pg_temp.claim_all(now() + interval '30 seconds')), 0, 'not due again before its backoff');
update private.customer_outbox o set attempts = 7 from public.bookings b where b.id = o.booking_id and b.invitee_uri = 'prep-47';
select lives_ok($$ select public.mark_customer_outbox_failed(o.id, 'domain not verified', now()) from private.customer_outbox o join public.bookings b on b.id = o.booking_id where b.invitee_uri = 'prep-47' $$, 'the eighth failure');
select results_eq($$ select * from pg_temp.rows_for('prep-47') $$, $$ values ('prep_reminder:failed') $$, 'given up, and the row stays');

-- Unsubscribes: by token, for the mailbox; nothing more is added for it.
select is(public.unsubscribe_customer((select token from private.customer_mail_tokens where mailbox = 'ns@example.com')) ->> 'result', 'unsubscribed', 'the token unsubscribes its mailbox');
select lives_ok($$ select public.record_scheduler_event(pg_temp.delivery('invitee.created', 'ns-2', 'NS@example.com', 30)) $$, 'the same mailbox books again');
select is((public.enqueue_customer_messages(3, now()) ->> 'prep_reminder')::int, 0, 'an unsubscribed mailbox gets no row');

-- Who may call what: the unsubscribe link's target is open (the token is the key); the
-- outbox and its functions belong to the service role alone.
select ok(has_function_privilege('anon', 'public.unsubscribe_customer(text)', 'execute'), 'anon may unsubscribe with a token');
select is(public.unsubscribe_customer('not-a-token') ->> 'result', 'unknown', 'a malformed token is unknown');
select ok(not has_function_privilege('anon', 'public.enqueue_customer_messages(integer, timestamptz)', 'execute')
      and not has_function_privilege('authenticated', 'public.enqueue_customer_messages(integer, timestamptz)', 'execute'), 'the API roles cannot enqueue');
select ok(not has_function_privilege('anon', 'public.claim_customer_outbox(integer, integer, timestamptz)', 'execute')
      and not has_function_privilege('authenticated', 'public.claim_customer_outbox(integer, integer, timestamptz)', 'execute'), 'the API roles cannot claim');
select ok(has_function_privilege('service_role', 'public.claim_customer_outbox(integer, integer, timestamptz)', 'execute'), 'the service role claims');
select ok(not has_function_privilege('service_role', 'public.record_scheduler_booking_event(jsonb)', 'execute')
      and not has_function_privilege('anon', 'public.record_scheduler_booking_event(jsonb)', 'execute'), 'the inner booking function is reached only through record_scheduler_event');
select ok(not has_schema_privilege('anon', 'private', 'usage') and not has_schema_privilege('authenticated', 'private', 'usage'), 'the API roles cannot reach the private schema');

select * from finish();
rollback;
