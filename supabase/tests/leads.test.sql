-- Leads and chat leads: anyone may add one, nobody but the service role may read them.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
-- Every assertion looks only at the addresses used here, so it holds on a seeded database.
begin;
select plan(14);

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

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);

select lives_ok(
  $$insert into public.leads (email) values ('pgtap.fan@example.com')$$,
  'a visitor subscribes'
);
select throws_ok(
  $$insert into public.leads (email) values ('PGTAP.Fan@Example.com')$$,
  '23505', null,
  'a lead is unique regardless of letter case'
);
select throws_ok(
  $$insert into public.leads (email) values ('not-an-email')$$,
  '23514', null,
  'a malformed e-mail is refused'
);
select lives_ok(
  $$insert into public.chatbot_leads (name, email, phone, vehicle_type, service_interest)
      values ('Chat Person', 'pgtap.chat@example.com', '281-555-0100', 'SUV', 'Signature Detail')$$,
  'a visitor asks for a quote in the chat'
);
select lives_ok(
  $$insert into public.chatbot_leads (name, email) values ('No Phone', 'pgtap.nophone@example.com')$$,
  'the phone number is optional'
);
select throws_ok(
  $$insert into public.chatbot_leads (name, email) values ('Chat Person', 'PGTAP.Chat@Example.com')$$,
  '23505', null,
  'a second quote request from the same address within a minute is refused'
);
select throws_ok('select 1 from public.leads', '42501', null, 'anon may not read leads');
select throws_ok('select 1 from public.chatbot_leads', '42501', null, 'anon may not read chat leads');
select throws_ok('delete from public.leads', '42501', null, 'anon may not delete leads');
select throws_ok(
  $$insert into public.leads (id, email) values (gen_random_uuid(), 'pgtap.id@example.com')$$,
  '42501', null,
  'anon may set only the e-mail of a lead'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated"}', true);
select throws_ok(
  $$update public.leads set email = 'pgtap.changed@example.com'$$,
  '42501', null,
  'a signed-in user may not change leads'
);
select throws_ok('select 1 from public.chatbot_leads', '42501', null, 'a signed-in user may not read chat leads');

reset role;
select results_eq(
  $$select email from public.leads where lower(email) like 'pgtap.%'$$,
  $$values ('pgtap.fan@example.com'::text)$$,
  'exactly the accepted lead was stored'
);
select results_eq(
  $$select name, email from public.chatbot_leads where lower(btrim(email)) like 'pgtap.%' order by email$$,
  $$values ('Chat Person'::text, 'pgtap.chat@example.com'::text), ('No Phone', 'pgtap.nophone@example.com')$$,
  'exactly the accepted chat leads were stored'
);

select * from finish();
rollback;
