-- With Turnstile switched on, only tickets the form-ticket function issued after Cloudflare's
-- siteverify (marked "c") pass the forms' guard; off, every signed ticket does as before.
-- docs/decisions/144-bot-proof-forms.md. pgTAP; rolled back at the end.
begin;
select plan(9);

create temporary table tickets as select
  private.form_ticket_at(now() - interval '10 seconds') as plain,
  private.form_ticket_verified_at(now() - interval '10 seconds') as verified,
  private.form_ticket_verified_at(now() - interval '1 second') as verified_fresh,
  -- A plain ticket with a "c" pasted in: its signature is of the time alone.
  replace(private.form_ticket_at(now() - interval '10 seconds'), '.', 'c.') as pasted;

select ok(private.form_guard_passes(null, (select plain from tickets)), 'off: a plain ticket passes');
select ok(private.form_guard_passes(null, (select verified from tickets)), 'off: a verified ticket passes too');

select ok(public.set_form_captcha_required(true), 'the service switch turns it on');
select ok(not private.form_guard_passes(null, (select plain from tickets)), 'on: a plain ticket (anon''s form_ticket()) no longer passes');
select ok(private.form_guard_passes(null, (select verified from tickets)), 'on: a verified ticket passes');
select ok(not private.form_guard_passes(null, (select verified_fresh from tickets)), 'on: the fill time still holds');
select ok(not private.form_guard_passes(null, (select pasted from tickets)), 'a "c" pasted into a plain ticket is a forgery');

select is(
  public.hook_before_user_created(jsonb_build_object('user', jsonb_build_object('user_metadata', jsonb_build_object('form_ticket', (select plain from tickets))))),
  '{}'::jsonb,
  'on: a sign-up with a plain ticket still passes the hook (GoTrue checks its captcha itself)'
);

set local role anon;
select throws_ok($$select public.form_ticket_verified()$$, '42501', null, 'anon cannot get a verified ticket');
reset role;

select * from finish();
rollback;
