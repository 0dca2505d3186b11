-- One lead per request: an API role (anon, authenticated) adds one lead or chat lead per
-- INSERT statement, so one request cannot fill the owner's inbox, and a two-row insert
-- cannot ask "is this address subscribed?" without leaving a trace.
-- docs/decisions/135-one-lead-per-request-and-owner-digest.md
-- PostgREST turns a JSON array body into one multi-row INSERT
-- (https://docs.postgrest.org/en/latest/references/api/tables_views.html#bulk-insert),
-- which is what the two-row VALUES below stand for.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
begin;
select plan(16);

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

-- An address that is already subscribed, as the service role would have stored it.
insert into public.leads (email) values ('flood.known@example.com');
create temporary table outbox_before as select count(*) as n from private.owner_outbox;
grant select on outbox_before to anon, authenticated;

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);

select throws_ok(
  $$insert into public.leads (email) values ('flood.a@example.com'), ('flood.b@example.com')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'anon: a two-row insert into leads is refused'
);
select throws_ok(
  $$insert into public.leads (email) select 'flood.many' || i || '@example.com' from generate_series(1, 500) i$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'anon: a 500-row insert into leads is refused at its second row'
);
select throws_ok(
  $$insert into public.chatbot_leads (name, email) values ('A', 'flood.chat.a@example.com'), ('B', 'flood.chat.b@example.com')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'anon: a two-row insert into chatbot_leads is refused'
);

-- The silent membership test: without the guard a subscribed address plus an invalid row
-- would answer 23505, an unknown address plus an invalid row 23514. Both answer the same.
select throws_ok(
  $$insert into public.leads (email) values ('flood.known@example.com'), ('not-an-email')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'a subscribed address with an invalid second row: the one-row rule answers'
);
select throws_ok(
  $$insert into public.leads (email) values ('flood.unknown@example.com'), ('not-an-email')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'an unknown address with an invalid second row: the same answer'
);
select throws_ok(
  $$insert into public.leads (email) values ('FLOOD.Known@example.com'), ('flood.other@example.com')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'a subscribed address with a valid second row: the same answer again'
);

-- The site's own one-row sign-up is unchanged: a new address is stored, a known one
-- answers 23505 ("Already Subscribed!"), an invalid one 23514.
select lives_ok($$insert into public.leads (email) values ('flood.single@example.com')$$, 'one new lead is stored');
select throws_ok(
  $$insert into public.leads (email) values ('Flood.Known@Example.com')$$,
  '23505', 'duplicate key value violates unique constraint "leads_email_lower_key"',
  'one known address still answers 23505, named after the unique index'
);
select throws_ok($$insert into public.leads (email) values ('not-an-email')$$, '23514', null, 'one malformed address still answers 23514');
select lives_ok(
  $$insert into public.chatbot_leads (name, email) values ('Single', 'flood.chat.single@example.com')$$,
  'one chat lead is stored'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000002", "role": "authenticated"}', true);
select throws_ok(
  $$insert into public.leads (email) values ('flood.c@example.com'), ('flood.d@example.com')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'authenticated: a two-row insert is refused too'
);
select lives_ok($$insert into public.leads (email) values ('flood.signed.in@example.com')$$, 'authenticated: one lead is stored');

reset role;
select results_eq(
  $$select email from public.leads where email like 'flood.%' order by email$$,
  $$values ('flood.known@example.com'::text), ('flood.signed.in@example.com'), ('flood.single@example.com')$$,
  'nothing of the refused inserts was stored'
);
select results_eq(
  $$select email from public.chatbot_leads where email like 'flood.%'$$,
  $$values ('flood.chat.single@example.com'::text)$$,
  'nothing of the refused chat inserts was stored'
);
select is(
  (select count(*) from private.owner_outbox) - (select n from outbox_before),
  3::bigint,
  'only the three accepted leads queued an owner mail'
);

-- The service role (the functions, imports) is not an API visitor: it may add several.
set local role service_role;
select lives_ok(
  $$insert into public.leads (email) values ('flood.import1@example.com'), ('flood.import2@example.com')$$,
  'service_role may insert several leads at once'
);

select * from finish();
rollback;
