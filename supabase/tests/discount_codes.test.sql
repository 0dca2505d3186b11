-- One discount code per address: claimed once, never handed out twice.
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
-- Only the address used here is touched, so it holds on a seeded database.
begin;
select plan(6);

create temporary table first_claim on commit drop as
  select public.claim_discount_code('PGTAP.Someone@Example.com') as code;

select matches(
  (select code from first_claim),
  '^FIRST10-[A-Z0-9]{8}$',
  'the first claim returns a FIRST10 code'
);
select is(
  public.claim_discount_code(' pgtap.someone@example.com '),
  null,
  'a second claim for the same address (any case, any spaces) returns no code'
);
select lives_ok(
  $$select public.release_discount_code('pgtap.someone@example.com')$$,
  'a failed send releases the claim'
);
select is(
  public.claim_discount_code('pgtap.someone@example.com'),
  (select code from first_claim),
  'the retry after a failed send sends the same code'
);

set local role anon;
select throws_ok(
  $$select public.claim_discount_code('pgtap.x@example.com')$$,
  '42501', null,
  'anon may not claim a code directly'
);
select throws_ok(
  'select 1 from public.discount_codes',
  '42501', null,
  'anon may not read discount codes'
);

select * from finish();
rollback;
