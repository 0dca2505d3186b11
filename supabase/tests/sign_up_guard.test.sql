-- The Before User Created hook refuses a sign-up whose honeypot is filled or whose form ticket
-- is missing, forged, too young, expired or used before (one ticket opens one account), with
-- one reason-free message; and the two fields are not
-- kept in the account's metadata. docs/decisions/144-bot-proof-forms.md
-- pgTAP (https://supabase.com/docs/guides/database/testing); rolled back at the end.
begin;
select plan(12);

create temporary table tickets as select
  private.form_ticket_at(now() - interval '10 seconds') as ok,
  private.form_ticket_at(now() - interval '1 second') as fresh,
  private.form_ticket_at(now() - interval '21 minutes') as expired,
  private.form_ticket_at(now() - interval '11 seconds') as another;

create function pg_temp.event(meta jsonb) returns jsonb language sql as $$
  select jsonb_build_object(
    'metadata', jsonb_build_object('name', 'before-user-created', 'ip_address', '127.0.0.1'),
    'user', jsonb_build_object('email', 'hook@example.com', 'user_metadata', meta))
$$;

select is(public.hook_before_user_created(pg_temp.event(jsonb_build_object('full_name', 'Pat', 'website', '', 'form_ticket', (select ok from tickets)))), '{}'::jsonb, 'a person''s sign-up is let through');
select is(
  public.hook_before_user_created(pg_temp.event('{"full_name": "Bot"}')),
  '{"error": {"http_code": 400, "message": "Sign-up is not available right now."}}'::jsonb,
  'no ticket: refused, without saying why'
);
select is(public.hook_before_user_created(pg_temp.event(jsonb_build_object('website', 'x', 'form_ticket', (select ok from tickets)))) -> 'error' ->> 'message', 'Sign-up is not available right now.', 'a filled honeypot: the same refusal');
select is(public.hook_before_user_created(pg_temp.event(jsonb_build_object('form_ticket', (select fresh from tickets)))) -> 'error' ->> 'message', 'Sign-up is not available right now.', 'faster than 3 s: the same refusal');
select is(
  public.hook_before_user_created(pg_temp.event(jsonb_build_object('full_name', 'Pat', 'website', '', 'form_ticket', (select ok from tickets)))) -> 'error' ->> 'message',
  'Sign-up is not available right now.', 'the same ticket again: refused, so one ticket opens one account');
select is(public.hook_before_user_created(pg_temp.event(jsonb_build_object('form_ticket', (select expired from tickets)))) -> 'error' ->> 'message', 'Sign-up is not available right now.', 'a ticket older than 20 minutes: the same refusal');
select is(public.hook_before_user_created(pg_temp.event(jsonb_build_object('form_ticket', (select another from tickets)))), '{}'::jsonb, 'a fresh ticket for the next sign-up is let through');
select is(public.hook_before_user_created('{}'::jsonb) -> 'error' ->> 'http_code', '400', 'an event without a user is refused, not an error');
select is(public.hook_before_user_created(pg_temp.event('"not an object"'::jsonb)) -> 'error' ->> 'http_code', '400', 'metadata that is not an object is refused');

set local role anon;
select throws_ok($$select public.hook_before_user_created('{}'::jsonb)$$, '42501', null, 'anon cannot call the hook');
reset role;

-- Users as GoTrue writes them (instance_id, aud, role, '' tokens, timestamps): none of those
-- columns has a default on hosted (packages/local-supabase/src/sql/gotrue-auth-schema.json).
insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data, raw_app_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', 'aaaaaaaa-0000-4000-8000-0000000000f1', 'authenticated', 'authenticated', 'hook.strip@example.com', jsonb_build_object('full_name', 'Pat', 'website', '', 'form_ticket', (select ok from tickets)), '{"provider": "email", "providers": ["email"]}', '', '', '', '', now(), now());
select is((select raw_user_meta_data from auth.users where id = 'aaaaaaaa-0000-4000-8000-0000000000f1'), '{"full_name": "Pat"}'::jsonb, 'the form fields are not kept in the account''s metadata');
select is((select full_name from public.profiles where id = 'aaaaaaaa-0000-4000-8000-0000000000f1'), 'Pat', 'the profile still gets the name');

select * from finish();
rollback;
