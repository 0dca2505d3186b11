-- The waiting list: anyone may add an e-mail address and a 5-digit ZIP, once per address
-- (any letter case) and ZIP, and a repeat is answered exactly like a new join, so nobody can
-- learn which ZIP codes an address waits for; nobody but the service role may read it; each
-- new row queues one owner mail. pgTAP (https://supabase.com/docs/guides/database/testing); rolled back.
-- docs/decisions/144-bot-proof-forms.md
begin;
select plan(16);

-- The site's form sends a fresh ticket with every submission (lib/form-guard.ts), and a
-- ticket admits one row; a column default stands for it here, each row its own ticket, ten
-- seconds old, for this rolled-back transaction only.
create sequence public.pgtap_ticket_seq;
create function public.pgtap_ticket() returns text language sql volatile security definer set search_path = ''
  as $$ select private.form_ticket_at(now() - interval '10 seconds' - nextval('public.pgtap_ticket_seq') * interval '1 millisecond') $$;
grant execute on function public.pgtap_ticket() to anon, authenticated;
alter table public.waitlist alter column form_ticket set default public.pgtap_ticket();
create temporary table outbox_before as select count(*) as n from private.owner_outbox where kind = 'waitlist';
grant select on outbox_before to anon, authenticated;

select has_table('public', 'waitlist', 'the waiting list exists');
select ok((select relrowsecurity from pg_class where oid = 'public.waitlist'::regclass), 'row level security is on');

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);

select lives_ok(
  $$insert into public.waitlist (email, zip) values ('pgtap.wait@example.com', '77084')$$,
  'a visitor outside the area joins the waiting list'
);
select lives_ok(
  $$insert into public.waitlist (email, zip) values ('PGTAP.Wait@Example.com', '77084')$$,
  'the same address and ZIP again, in any letter case, is answered like a new join (no 23505)'
);
select lives_ok(
  $$insert into public.waitlist (email, zip) values ('pgtap.wait@example.com', '77077')$$,
  'the same address may wait for another ZIP'
);
select throws_ok(
  $$insert into public.waitlist (email, zip) values ('pgtap.zip@example.com', '7708')$$,
  '23514', null, 'a ZIP of four digits is refused'
);
select throws_ok(
  $$insert into public.waitlist (email, zip) values ('pgtap.zip@example.com', '77084-1234')$$,
  '23514', null, 'a ZIP+4 is refused: five digits only'
);
select throws_ok(
  $$insert into public.waitlist (email, zip) values ('not-an-email', '77084')$$,
  '23514', null, 'a malformed e-mail is refused'
);
select throws_ok(
  $$insert into public.waitlist (email, zip) values ('pgtap.a@example.com', '77084'), ('pgtap.b@example.com', '77084')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'one row per request'
);
select throws_ok(
  $$insert into public.waitlist (email, zip) values ('pgtap.wait@example.com', '77084'), ('not-an-email', '1')$$,
  'P0001', 'One lead per request: this insert carried more than one row',
  'a known address with an invalid second row gets the one-row answer'
);
select throws_ok(
  $$insert into public.waitlist (id, email, zip) values (gen_random_uuid(), 'pgtap.id@example.com', '77084')$$,
  '42501', null, 'anon may set only the e-mail, ZIP and the form fields'
);
select throws_ok('select 1 from public.waitlist', '42501', null, 'anon may not read the waiting list');
select throws_ok('delete from public.waitlist', '42501', null, 'anon may not delete from the waiting list');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000003", "role": "authenticated"}', true);
select throws_ok('select 1 from public.waitlist', '42501', null, 'a signed-in user may not read the waiting list');

reset role;
select results_eq(
  $$select lower(email), zip from public.waitlist where email ilike 'pgtap.%' order by zip$$,
  $$values ('pgtap.wait@example.com', '77077'), ('pgtap.wait@example.com', '77084')$$,
  'exactly the two accepted rows were stored'
);
select is(
  (select count(*) from private.owner_outbox where kind = 'waitlist') - (select n from outbox_before),
  2::bigint,
  'each accepted row queued one owner mail, the repeat none'
);

select * from finish();
rollback;
