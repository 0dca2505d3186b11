-- The lookup indexes, and the purge that the owner-mail job runs after each dispatch
-- (public.purge_expired_rows). docs/decisions/135-one-lead-per-request-and-owner-digest.md
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
-- Every assertion looks only at the rows made here, so it holds on a seeded database.
begin;
select plan(24);

-- Foreign keys splinter's unindexed_foreign_keys names, and the code lookup.
select has_index('public', 'booking_intents', 'booking_intents_vehicle_id_idx', array['vehicle_id'], 'booking_intents.vehicle_id is indexed');
select has_index('public', 'discount_codes', 'discount_codes_used_by_booking_idx', array['used_by_booking'], 'discount_codes.used_by_booking is indexed');
select has_index('public', 'discount_codes', 'discount_codes_code_upper_idx', 'upper(code)', 'discount codes are found by upper(code)');
-- A user is found by address through GoTrue's own index: a migration may not index an auth
-- table on hosted Supabase, so the lookup must name instance_id as GoTrue does
-- (supabase/migrations/20261201120000_user_lookup_by_gotrue_index.sql).
select has_index('auth', 'users', 'users_instance_id_email_idx', array['instance_id', 'lower((email)::text)'], 'auth.users has GoTrue''s (instance_id, lower(email)) index');
select hasnt_index('auth', 'users', 'users_email_lower_idx', 'auth.users has no index hosted Supabase lacks');
create function pg_temp.plan_of(query text) returns setof text language plpgsql as $$
begin
  return query execute 'explain (costs off) ' || query;
end
$$;
-- Without a seq scan to fall back on, the planner walks the index either way; only a
-- lookup that names instance_id can seek it by both columns (its Index Cond).
set local enable_seqscan = off;
create temporary table lookup_plan as
  select line from pg_temp.plan_of($q$select id from auth.users
     where instance_id = '00000000-0000-0000-0000-000000000000'
       and lower(email) = lower('Someone@Example.com') and email_confirmed_at is not null limit 1$q$) as line;
reset enable_seqscan;
select ok(
  exists (select 1 from lookup_plan where line ~ 'Index Scan using users_instance_id_email_idx')
    and exists (select 1 from lookup_plan where line ~ 'Index Cond: \(\(instance_id = .* AND \(lower\(\(email\)::text\) = '),
  'the lookup by instance_id and lower(email) seeks GoTrue''s index by both'
);
select matches(
  pg_get_functiondef('public.record_scheduler_booking_event(jsonb)'::regprocedure),
  'instance_id = ''00000000-0000-0000-0000-000000000000''\s+and lower\(email\) = lower\(v_email\)',
  'the scheduler finds a booking''s account with that lookup'
);
select is(
  (select count(*)::integer
     from pg_constraint c
    where c.contype = 'f'
      and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1 from pg_index i
         where i.indrelid = c.conrelid
           and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
      )),
  0,
  'no foreign key in public lacks an index that starts with its columns (splinter 0001)'
);

-- Rows to purge and rows to keep, with ids this test owns.
-- Users as GoTrue writes them (instance_id, aud, role, '' tokens, timestamps): none of those
-- columns has a default on hosted (packages/local-supabase/src/sql/gotrue-auth-schema.json).
insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', 'aaaaaaaa-0000-4000-8000-0000000000e1', 'authenticated', 'authenticated', 'purge.owner@example.com', now(), '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());
insert into public.booking_intents (id, user_id, services, created_at, expires_at) values
  ('bbbbbbbb-0000-4000-8000-0000000000e1', 'aaaaaaaa-0000-4000-8000-0000000000e1', '{Wash}', now() - interval '3 days', now() - interval '25 hours'),
  ('bbbbbbbb-0000-4000-8000-0000000000e2', 'aaaaaaaa-0000-4000-8000-0000000000e1', '{Wash}', now() - interval '1 day', now() - interval '23 hours'),
  ('bbbbbbbb-0000-4000-8000-0000000000e3', 'aaaaaaaa-0000-4000-8000-0000000000e1', '{Wash}', now(), now() + interval '2 hours');
insert into private.owner_outbox (kind, payload, created_at, sent_at, failed_at) values
  ('lead', '{"email": "purge.old.sent@example.com"}', now() - interval '100 days', now() - interval '91 days', null),
  ('lead', '{"email": "purge.recent.sent@example.com"}', now() - interval '89 days', now() - interval '89 days', null),
  ('lead', '{"email": "purge.old.failed@example.com"}', now() - interval '200 days', null, now() - interval '199 days'),
  ('lead', '{"email": "purge.pending@example.com"}', now() - interval '100 days', null, null);
insert into public.discount_codes (email, code, created_at, sent_at) values
  ('purge.unsent.old@example.com', 'FIRST10-PURGE001', now() - interval '2 days', null),
  ('purge.unsent.new@example.com', 'FIRST10-PURGE002', now() - interval '1 hour', null),
  ('purge.sent.old@example.com', 'FIRST10-PURGE003', now() - interval '300 days', now() - interval '300 days');
-- The use records of form tickets (docs/decisions/144-bot-proof-forms.md): one whose ticket expired, one still live.
insert into private.form_ticket_use (signature, expires_at) values
  ('purge.expired.ticket', now() - interval '1 second'),
  ('purge.live.ticket', now() + interval '10 minutes');
-- Quote links (supabase/migrations/20261204200000_quotes.sql): one past its expiry, one live.
insert into public.chatbot_leads (id, name, email) values ('cccccccc-0000-4000-8000-0000000000e1', 'Purge Quote', 'purge.quote@example.com');
insert into private.quote_tokens (token_hash, purpose, lead_id, expires_at) values
  ('\x01'::bytea, 'owner', 'cccccccc-0000-4000-8000-0000000000e1', now() - interval '1 second'),
  ('\x02'::bytea, 'owner', 'cccccccc-0000-4000-8000-0000000000e1', now() + interval '14 days');

-- Only the service role runs it.
set local role anon;
select throws_ok('select public.purge_expired_rows()', '42501', null, 'anon may not purge');
set local role authenticated;
select throws_ok('select public.purge_expired_rows()', '42501', null, 'a signed-in user may not purge');
reset role;

set local role service_role;
create temporary table purged as select public.purge_expired_rows() as counts;
reset role;
select ok((select (counts ->> 'booking_intents')::integer >= 1 and (counts ->> 'owner_outbox')::integer >= 1 and (counts ->> 'discount_codes')::integer >= 1 from purged), 'it reports what it removed');

select results_eq(
  $$select id from public.booking_intents where user_id = 'aaaaaaaa-0000-4000-8000-0000000000e1' order by id$$,
  $$values ('bbbbbbbb-0000-4000-8000-0000000000e2'::uuid), ('bbbbbbbb-0000-4000-8000-0000000000e3'::uuid)$$,
  'an intent more than a day past its expiry is gone; one inside the day of grace and a live one stay'
);
select is((select count(*)::integer from private.owner_outbox where payload ->> 'email' = 'purge.old.sent@example.com'), 0, 'an outbox row sent more than 90 days ago is gone');
select is((select count(*)::integer from private.owner_outbox where payload ->> 'email' = 'purge.recent.sent@example.com'), 1, 'one sent 89 days ago stays');
select is((select count(*)::integer from private.owner_outbox where payload ->> 'email' = 'purge.old.failed@example.com'), 1, 'a failed row stays, however old');
select is((select count(*)::integer from private.owner_outbox where payload ->> 'email' = 'purge.pending@example.com'), 1, 'a pending row stays, however old');
select is((select count(*)::integer from public.discount_codes where email = 'purge.unsent.old@example.com'), 0, 'a code never sent, older than a day, is gone');
select is((select count(*)::integer from public.discount_codes where email = 'purge.unsent.new@example.com'), 1, 'a code not yet sent but younger than a day stays');
select is((select count(*)::integer from public.discount_codes where email = 'purge.sent.old@example.com'), 1, 'a code that was sent stays');
select is((select count(*)::integer from private.form_ticket_use where signature = 'purge.expired.ticket'), 0, 'the use record of an expired form ticket is gone');
select is((select count(*)::integer from private.form_ticket_use where signature = 'purge.live.ticket'), 1, 'a live ticket''s record stays, so it cannot be used again');
select is((select count(*)::integer from private.quote_tokens where token_hash = '\x01'::bytea), 0, 'an expired quote link''s token is gone');
select is((select count(*)::integer from private.quote_tokens where token_hash = '\x02'::bytea), 1, 'a live quote link''s token stays');

set local role service_role;
select is(public.purge_expired_rows(), '{"booking_intents": 0, "owner_outbox": 0, "discount_codes": 0, "form_ticket_uses": 0, "quote_tokens": 0}'::jsonb, 'a second run finds nothing more');
reset role;

select * from finish();
rollback;
