-- Addresses that reach one mailbox share one key (public.email_mailbox), so a
-- first-visit code cannot be multiplied with plus-tags, dots or letter case.
-- pgTAP (https://supabase.com/docs/guides/database/testing); reads nothing, writes nothing.
begin;
select plan(8);

select is(public.email_mailbox(' Pat.Smith+promo1@GMail.com '), 'patsmith@gmail.com', 'Gmail: case, spaces, dots and the plus-tag go');
select is(public.email_mailbox('pat.smith@googlemail.com'), 'patsmith@gmail.com', 'googlemail.com is the same mailbox as gmail.com');
select is(public.email_mailbox('me+2@outlook.com'), 'me@outlook.com', 'Outlook: the plus-tag goes');
select is(public.email_mailbox('first.last@outlook.com'), 'first.last@outlook.com', 'Outlook: dots are part of the address and stay');
select is(public.email_mailbox('Me+Shop@Example.com'), 'me+shop@example.com', 'an unknown provider keeps its plus part (it may be a distinct mailbox), only the case goes');
select is(public.email_mailbox('+only@gmail.com'), '+only@gmail.com', 'an address that is all tag stays whole instead of becoming empty');
select is(public.email_mailbox('not-an-address'), 'not-an-address', 'text without an @ comes back lower-cased, not as an error');
set local role anon;
select is(public.email_mailbox('A+b@iCloud.com'), 'a@icloud.com', 'any role may call it: it reads nothing');

select * from finish();
rollback;
