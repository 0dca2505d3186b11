-- What send-discount-email may mail, decided by public.claim_discount_mail
-- (docs/decisions/014-discount-code-once.md): a first code only to
-- this visit's sign-up, one code per mailbox, reminders only to the list and capped,
-- and all mail capped per hour.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
-- Only the addresses used here are touched, so it holds on a seeded database.
begin;
select plan(39);

create temporary table claims (label text primary key, answer jsonb) on commit drop;
create function pg_temp.outcome(p_email text) returns text language sql as $$
  select public.claim_discount_mail(p_email) ->> 'outcome'
$$;
-- Time passes for one mailbox's reminders: the cooldown and the daily window move back.
create function pg_temp.age_reminders(p_email text, p_by interval) returns void language sql as $$
  update public.discount_codes set last_reminded_at = last_reminded_at - p_by
   where email = lower(p_email) or mailbox = public.email_mailbox(p_email);
  update private.discount_mail_log set sent_at = sent_at - p_by
   where kind = 'reminder'
     and code_email in (select email from public.discount_codes
                         where email = lower(p_email) or mailbox = public.email_mailbox(p_email));
$$;

-- Never subscribed: nothing to mail, and no code comes into being.
select is(pg_temp.outcome('pgtap.stranger@example.com'), 'none', 'an address with no lead gets no code');
select is((select count(*)::integer from public.discount_codes where email = 'pgtap.stranger@example.com'), 0, '... and no code is issued for it');

-- A lead from before this visit (older than 30 minutes) with no code yet: nothing.
insert into public.leads (email) values ('pgtap.old@example.com');
update public.leads set created_at = now() - interval '31 minutes' where email = 'pgtap.old@example.com';
select is(pg_temp.outcome('pgtap.old@example.com'), 'none', 'a lead older than 30 minutes gets no first code');
select is((select count(*)::integer from public.discount_codes where email = 'pgtap.old@example.com'), 0, '... and no code is issued for it');
select is(pg_temp.outcome('pgtap.old@example.com'), 'none', '... nor a reminder, as it was never sent a code');

-- This visit's sign-up: the code, once.
insert into public.leads (email) values ('PGTAP.Someone@Example.com');
insert into claims values ('first', public.claim_discount_mail('PGTAP.Someone@Example.com'));
select is((select answer ->> 'outcome' from claims where label = 'first'), 'code', 'a fresh lead gets its code');
select matches((select answer ->> 'code' from claims where label = 'first'), '^FIRST10-[A-Z0-9]{8}$', '... a FIRST10 code');
select lives_ok($$select public.release_discount_mail('pgtap.someone@example.com', 'code')$$, 'a failed send releases the claim');
select is(
  public.claim_discount_mail('pgtap.someone@example.com') ->> 'code',
  (select answer ->> 'code' from claims where label = 'first'),
  'the retry after a failed send sends the same code'
);
select is(pg_temp.outcome(' pgtap.someone@EXAMPLE.com '), 'reminder', 'a repeat (any case, any spaces) gets a reminder, not the code');

-- One code per mailbox: plus-tags, Gmail dots and case reach one inbox.
insert into public.leads (email) values ('pgtap.me+1@gmail.com'), ('pgtap.me+2@gmail.com'), ('PgTap.Me@GMail.com');
insert into claims values ('plus1', public.claim_discount_mail('pgtap.me+1@gmail.com'));
select is((select answer ->> 'outcome' from claims where label = 'plus1'), 'code', 'me+1@gmail.com gets the code');
select is(pg_temp.outcome('pgtap.me+2@gmail.com'), 'reminder', 'me+2@gmail.com, the same inbox, gets a reminder, not a second code');
select is(pg_temp.outcome('PgTap.Me@GMail.com'), 'cooldown', 'Me@GMail.com, the same inbox again, shares its reminder cooldown');
select is(pg_temp.outcome('pgtapme+3@googlemail.com'), 'none', 'a variant that never signed up gets nothing, though the mailbox has a code');
select is(
  (select count(*)::integer from public.discount_codes where public.email_mailbox(email) = 'pgtapme@gmail.com'),
  1,
  'the mailbox holds one code between all its spellings'
);
select is(
  (select count(*)::integer from private.discount_mail_log l join public.discount_codes d on d.email = l.code_email
    where d.mailbox = 'pgtapme@gmail.com' and l.kind = 'code'),
  1,
  'one code mail went to the mailbox'
);

-- Reminders: 1 per 10 minutes, 3 a day, 5 ever (counted per mailbox).
insert into public.leads (email) values ('pgtap.reminded@example.com');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'code', 'setup: the code');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'reminder', 'reminder 1');
insert into claims values ('cooldown', public.claim_discount_mail('pgtap.reminded@example.com'));
select is((select answer ->> 'outcome' from claims where label = 'cooldown'), 'cooldown', 'a second reminder within 10 minutes is refused');
select ok((select (answer ->> 'retry_after')::integer between 590 and 600 from claims where label = 'cooldown'), '... saying how many seconds to wait');
select lives_ok($$select pg_temp.age_reminders('pgtap.reminded@example.com', interval '11 minutes')$$, '11 minutes pass');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'reminder', 'reminder 2 after the cooldown');
select pg_temp.age_reminders('pgtap.reminded@example.com', interval '11 minutes');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'reminder', 'reminder 3');
select pg_temp.age_reminders('pgtap.reminded@example.com', interval '11 minutes');
insert into claims values ('day', public.claim_discount_mail('pgtap.reminded@example.com'));
select is((select answer ->> 'outcome' from claims where label = 'day'), 'address_limit', 'a 4th reminder the same day is refused');
select ok((select (answer ->> 'retry_after')::integer > 0 from claims where label = 'day'), '... until the first of the day is a day old');
select pg_temp.age_reminders('pgtap.reminded@example.com', interval '25 hours');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'reminder', 'reminder 4 the next day');
select lives_ok($$select public.release_discount_mail('pgtap.reminded@example.com', 'reminder')$$, 'a failed reminder is given back ...');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'reminder', '... so its retry goes at once and is still reminder 4');
select pg_temp.age_reminders('pgtap.reminded@example.com', interval '11 minutes');
select is(pg_temp.outcome('pgtap.reminded@example.com'), 'reminder', 'reminder 5');
select pg_temp.age_reminders('pgtap.reminded@example.com', interval '25 hours');
insert into claims values ('ever', public.claim_discount_mail('pgtap.reminded@example.com'));
select is((select answer ->> 'outcome' from claims where label = 'ever'), 'address_limit', 'a 6th reminder is refused for good');
select is((select answer -> 'retry_after' from claims where label = 'ever'), 'null'::jsonb, '... with no time to come back');

-- All mail, all addresses: capped per hour, refused alike for every address.
update private.discount_mail_settings
   set hourly_cap = (select count(*) from private.discount_mail_log where sent_at > now() - interval '1 hour');
insert into public.leads (email) values ('pgtap.capped@example.com');
insert into claims values ('hourly', public.claim_discount_mail('pgtap.capped@example.com'));
select is((select answer ->> 'outcome' from claims where label = 'hourly'), 'hourly_limit', 'past the hourly cap a fresh sign-up gets no code');
select ok((select (answer ->> 'retry_after')::integer between 1 and 3600 from claims where label = 'hourly'), '... and when to try again');
select is((select count(*)::integer from public.discount_codes where email = 'pgtap.capped@example.com'), 0, '... and no code is issued');
select is(pg_temp.outcome('pgtap.stranger@example.com'), 'hourly_limit', 'an address with no lead gets the same refusal (nothing to tell them apart)');
update private.discount_mail_settings set hourly_cap = hourly_cap + 1;
select is(pg_temp.outcome('pgtap.capped@example.com'), 'code', 'under the cap again, the sign-up gets its code');

select throws_ok(
  $$select public.release_discount_mail('pgtap.someone@example.com', 'everything')$$,
  '22023', null,
  'release names what it gives back'
);

set local role anon;
select throws_ok(
  $$select public.claim_discount_mail('pgtap.x@example.com')$$,
  '42501', null,
  'anon may not claim a mail directly'
);
select throws_ok(
  'select 1 from public.discount_codes',
  '42501', null,
  'anon may not read discount codes'
);

select * from finish();
rollback;
