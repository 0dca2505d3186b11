-- Bots cannot flood the public forms: a row whose honeypot holds anything, or whose form
-- ticket is missing, forged, younger than the minimum fill time (3 s), older than its
-- 20 minutes or used before (a ticket admits one row), is dropped without a word (the insert
-- "succeeds" and counts one row, as a stored one does; nothing is stored, nothing reaches
-- the owner's outbox). docs/decisions/144-bot-proof-forms.md
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
begin;
select plan(30);

create temporary table tickets as select
  private.form_ticket_at(now() - interval '10 seconds') as ok,
  private.form_ticket_at(now() - interval '1 second') as fresh,
  private.form_ticket_at(now() - interval '11 seconds') as ok_chat,
  private.form_ticket_at(now() - interval '12 seconds') as ok_wait,
  private.form_ticket_at(now() - interval '21 minutes') as stale,
  private.form_ticket_at(now() + interval '1 minute') as future,
  -- The right shape with a signature of another time.
  split_part(private.form_ticket_at(now() - interval '10 seconds'), '.', 1) || '.' ||
    split_part(private.form_ticket_at(now() - interval '11 seconds'), '.', 2) as forged;
grant select on tickets to anon, authenticated;
create temporary table outbox_before as select count(*) as n from private.owner_outbox;
grant select on outbox_before to anon, authenticated;

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);

select ok(public.form_ticket() ~ '^[0-9]{13}-[0-9a-f]{16}\.[0-9a-f]{64}$', 'anon gets a signed ticket when a form is shown');
select isnt(public.form_ticket(), public.form_ticket(), 'two forms shown in the same instant get tickets of their own');
select throws_ok($$select public.form_ticket_backdated(60)$$, '42501', null, 'anon cannot ask for a back-dated ticket');
select throws_ok($$select private.form_ticket_at(now() - interval '1 hour')$$, '42501', null, 'anon cannot sign a ticket itself');

-- Each of these "succeeds" like a real submission and stores nothing.
select lives_ok($$insert into public.leads (email, website, form_ticket) values ('guard.honeypot@example.com', 'https://spam.example', (select ok from tickets))$$, 'leads: a filled honeypot looks accepted');
select lives_ok($$insert into public.leads (email) values ('guard.noticket@example.com')$$, 'leads: no ticket looks accepted');
select lives_ok($$insert into public.leads (email, form_ticket) values ('guard.fresh@example.com', (select fresh from tickets))$$, 'leads: sent 1 s after the form was shown looks accepted');
select lives_ok($$insert into public.leads (email, form_ticket) values ('guard.stale@example.com', (select stale from tickets))$$, 'leads: a ticket older than 20 minutes looks accepted');
select lives_ok($$insert into public.leads (email, form_ticket) values ('guard.future@example.com', (select future from tickets))$$, 'leads: a ticket from the future looks accepted');
select lives_ok($$insert into public.leads (email, form_ticket) values ('guard.forged@example.com', (select forged from tickets))$$, 'leads: a forged ticket looks accepted');
select lives_ok($$insert into public.leads (email, form_ticket) values ('guard.garbage@example.com', 'x')$$, 'leads: garbage for a ticket looks accepted');
select lives_ok(
  $$insert into public.chatbot_leads (name, email, website, form_ticket) values ('Bot', 'guard.chat@example.com', 'x', (select ok from tickets))$$,
  'chat leads: a filled honeypot looks accepted');
select lives_ok(
  $$insert into public.chatbot_leads (name, email, form_ticket) values ('Bot', 'guard.chat.fresh@example.com', (select fresh from tickets))$$,
  'chat leads: too fast looks accepted');
select lives_ok(
  $$insert into public.waitlist (email, zip, website, form_ticket) values ('guard.wait@example.com', '77084', 'x', (select ok from tickets))$$,
  'waiting list: a filled honeypot looks accepted');
select lives_ok(
  $$insert into public.waitlist (email, zip) values ('guard.wait.noticket@example.com', '77084')$$,
  'waiting list: no ticket looks accepted');

-- A person's rows: empty honeypot, a ticket at least 3 s old.
select lives_ok($$insert into public.leads (email, website, form_ticket) values ('guard.person@example.com', '', (select ok from tickets))$$, 'leads: a person''s row');
select lives_ok($$insert into public.chatbot_leads (name, email, form_ticket) values ('Person', 'guard.chat.person@example.com', (select ok_chat from tickets))$$, 'chat leads: a person''s row');
select lives_ok($$insert into public.waitlist (email, zip, form_ticket) values ('guard.wait.person@example.com', '77084', (select ok_wait from tickets))$$, 'waiting list: a person''s row');
-- One ticket, one row: the ticket of a stored row admits nothing more, on any form.
select lives_ok($$insert into public.leads (email, form_ticket) values ('guard.reuse@example.com', (select ok from tickets))$$, 'leads: a used ticket looks accepted');
select lives_ok($$insert into public.chatbot_leads (name, email, form_ticket) values ('Bot', 'guard.chat.reuse@example.com', (select ok from tickets))$$, 'chat leads: a used ticket looks accepted');
select lives_ok($$insert into public.waitlist (email, zip, form_ticket) values ('guard.wait.reuse@example.com', '77084', (select ok from tickets))$$, 'waiting list: a used ticket looks accepted');
-- What a caller can count (PostgREST's Content-Range is the INSERT's row count): a dropped
-- row counts one, like a stored one.
create function pg_temp.inserted(p_sql text) returns bigint language plpgsql as $f$
declare n bigint;
begin
  execute 'with t as (' || p_sql || ' returning 1) select count(*) from t' into n;
  return n;
end $f$;
select is(pg_temp.inserted($$insert into public.waitlist (email, zip, form_ticket) values ('guard.wait.counted@example.com', '77084', (select ok from tickets))$$), 1::bigint, 'a row dropped for its used ticket counts as one inserted row');
select is(pg_temp.inserted($$insert into public.leads (email, website) values ('guard.counted@example.com', 'x')$$), 1::bigint, 'a row dropped by the honeypot counts as one inserted row');
-- A bot that repeats a known address learns nothing either: no "Already Subscribed!".
select lives_ok($$insert into public.leads (email, website, form_ticket) values ('guard.person@example.com', 'x', (select ok from tickets))$$, 'a bot repeating a subscribed address is not told it is known');

reset role;
select results_eq(
  $$select email from public.leads where email like 'guard.%' union all select email from public.chatbot_leads where email like 'guard.%' union all select email from public.waitlist where email like 'guard.%' order by 1$$,
  $$values ('guard.chat.person@example.com'::text), ('guard.person@example.com'), ('guard.wait.person@example.com')$$,
  'only the people''s rows were stored'
);
select is(
  (select count(*) from public.leads where email like '%@husk.invalid') + (select count(*) from public.chatbot_leads where email like '%@husk.invalid') + (select count(*) from public.waitlist where email like '%@husk.invalid'),
  0::bigint, 'no trace of a dropped row is left'
);
select is(
  (select count(*) from private.form_ticket_use where signature in (select split_part(t, '.', 2) from tickets, unnest(array[ok, ok_chat, ok_wait]) t)),
  3::bigint, 'each stored row used up its ticket'
);
select is(
  (select count(*) from public.leads where website is not null or form_ticket is not null),
  0::bigint, 'the form fields of a stored row are emptied'
);
select is(
  (select count(*) from private.owner_outbox) - (select n from outbox_before),
  3::bigint, 'only the people''s rows reached the owner''s outbox'
);

-- The service role (imports, scripts) is not a form: it is not checked.
set local role service_role;
select lives_ok($$insert into public.leads (email) values ('guard.import@example.com')$$, 'service_role adds a lead without a ticket');

select * from finish();
rollback;
