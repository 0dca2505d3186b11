-- send-discount-email mails only this visit's sign-up, one code per mailbox, and
-- a bounded number of mails: every rule is decided here, in one service-role-only
-- function, so it holds however the edge function is reached.
-- docs/decisions/014-discount-code-once.md
--
-- claim_discount_mail(p_email) answers what to mail now, as jsonb:
--   {"outcome": "code", "code": "FIRST10-…"}   mail the mailbox's one code
--   {"outcome": "reminder"}                     mail a reminder without the code
--   {"outcome": "none"}                         mail nothing, answer as if mailed
--   {"outcome": "cooldown", "retry_after": s}   a reminder went out < 10 minutes ago
--   {"outcome": "address_limit", "retry_after": s | null}   3 reminders a day, 5 ever
--   {"outcome": "hourly_limit", "retry_after": s, "hourly_cap": n}   all mail, all addresses
-- release_discount_mail(p_email, p_kind) gives a claim back after a failed send.
-- They replace claim/release_discount_code and claim/release_discount_reminder.

-- One code per mailbox (public.email_mailbox: case, Gmail dots, the plus-tag where it
-- reaches the same inbox). The row keeps the address that first asked (bookings and
-- my_discount_status match on it); `mailbox` is the key that makes it one per inbox.
-- Rows issued before this migration may already hold several codes for one mailbox
-- (me+1@, me+2@): the oldest takes the mailbox, the others keep working for their own
-- address only (mailbox null), so the unique index can be built on any existing data.
alter table public.discount_codes
  add column mailbox text,
  add column reminders_sent integer not null default 0;

update public.discount_codes d
   set mailbox = public.email_mailbox(d.email)
 where not exists (
   select 1
     from public.discount_codes o
    where public.email_mailbox(o.email) = public.email_mailbox(d.email)
      and (o.created_at, o.email) < (d.created_at, d.email)
 );

create unique index discount_codes_mailbox_key on public.discount_codes (mailbox);

-- Every mail the function sent in the last day (code or reminder): the hourly cap
-- counts all of them, the daily reminder cap counts one mailbox's. The claim deletes
-- rows older than a day, so the table stays small without a cleanup job.
create table private.discount_mail_log (
  id bigint generated always as identity primary key,
  code_email text not null references public.discount_codes (email) on delete cascade,
  kind text not null constraint discount_mail_log_kind check (kind in ('code', 'reminder')),
  sent_at timestamptz not null default now()
);
create index discount_mail_log_sent_at_idx on private.discount_mail_log (sent_at);
create index discount_mail_log_code_email_idx on private.discount_mail_log (code_email, sent_at);
revoke all on private.discount_mail_log from public;

-- The one tunable: how many e-mails (codes and reminders, all addresses together)
-- the function may send per rolling hour. Change it with
--   update private.discount_mail_settings set hourly_cap = 500;
-- 200 is far above what the site's sign-ups need (a busy day brings a few dozen) and
-- far below the mail provider's daily quota, so a script cannot spend it.
create table private.discount_mail_settings (
  singleton boolean primary key default true constraint discount_mail_settings_one_row check (singleton),
  hourly_cap integer not null default 200 constraint discount_mail_settings_hourly_cap check (hourly_cap >= 0)
);
insert into private.discount_mail_settings default values;
revoke all on private.discount_mail_settings from public;

drop function public.claim_discount_code(text);
drop function public.release_discount_code(text);
drop function public.claim_discount_reminder(text);
drop function public.release_discount_reminder(text);

create function public.claim_discount_mail(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_mailbox text := public.email_mailbox(p_email);
  v_cap integer;
  v_last_hour integer;
  v_oldest timestamptz;
  v_row public.discount_codes;
  v_has_row boolean;
  v_today integer;
begin
  if v_email is null or v_email = '' then
    return jsonb_build_object('outcome', 'none');
  end if;
  -- One claim at a time: the caps below are counts, and two claims that both read 199
  -- must not both send. Claims are rare and short, so a single lock costs nothing.
  perform pg_advisory_xact_lock(hashtext('public.claim_discount_mail'));

  delete from private.discount_mail_log where sent_at < now() - interval '1 day';

  -- The hourly cap comes first and answers every address alike, so a refusal tells a
  -- prober nothing about the address it tried.
  v_cap := coalesce((select s.hourly_cap from private.discount_mail_settings s), 200);
  select count(*), min(l.sent_at) into v_last_hour, v_oldest
    from private.discount_mail_log l
   where l.sent_at > now() - interval '1 hour';
  if v_last_hour >= v_cap then
    return jsonb_build_object(
      'outcome', 'hourly_limit',
      'hourly_cap', v_cap,
      'retry_after', greatest(1, coalesce(ceil(extract(epoch from (v_oldest + interval '1 hour' - now())))::integer, 3600))
    );
  end if;

  -- The address's own row if it has one (codes issued before per-mailbox keys), else
  -- its mailbox's.
  select d.* into v_row
    from public.discount_codes d
   where d.email = v_email or d.mailbox = v_mailbox
   order by d.email = v_email desc
   limit 1;
  v_has_row := found;

  if not v_has_row or v_row.sent_at is null then
    -- A first code goes only to this visit's sign-up: the site inserts the lead and
    -- calls the function in the same submit, and a visitor whose mail failed retries
    -- within minutes. 30 minutes covers that with room; a lead that never got its code
    -- back then (or an address someone typed long ago) is not mailed out of the blue.
    if not exists (
      select 1 from public.leads l
       where lower(l.email) = v_email
         and l.created_at > now() - interval '30 minutes'
    ) then
      return jsonb_build_object('outcome', 'none');
    end if;
    if not v_has_row then
      insert into public.discount_codes (email, mailbox, code)
      values (v_email, v_mailbox, 'FIRST10-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)))
      returning * into v_row;
    end if;
    update public.discount_codes set sent_at = now() where email = v_row.email;
    insert into private.discount_mail_log (code_email, kind) values (v_row.email, 'code');
    return jsonb_build_object('outcome', 'code', 'code', v_row.code);
  end if;

  -- A reminder goes only to an address on the list (a lead of any age), and only
  -- while its mailbox's reminders stay within 1 per 10 minutes, 3 a day and 5 ever.
  if not exists (select 1 from public.leads l where lower(l.email) = v_email) then
    return jsonb_build_object('outcome', 'none');
  end if;
  if v_row.last_reminded_at > now() - interval '10 minutes' then
    return jsonb_build_object(
      'outcome', 'cooldown',
      'retry_after', greatest(1, ceil(extract(epoch from (v_row.last_reminded_at + interval '10 minutes' - now())))::integer)
    );
  end if;
  if v_row.reminders_sent >= 5 then
    return jsonb_build_object('outcome', 'address_limit', 'retry_after', null);
  end if;
  select count(*), min(l.sent_at) into v_today, v_oldest
    from private.discount_mail_log l
   where l.code_email = v_row.email
     and l.kind = 'reminder'
     and l.sent_at > now() - interval '1 day';
  if v_today >= 3 then
    return jsonb_build_object(
      'outcome', 'address_limit',
      'retry_after', greatest(1, ceil(extract(epoch from (v_oldest + interval '1 day' - now())))::integer)
    );
  end if;
  update public.discount_codes
     set last_reminded_at = now(), reminders_sent = reminders_sent + 1
   where email = v_row.email;
  insert into private.discount_mail_log (code_email, kind) values (v_row.email, 'reminder');
  return jsonb_build_object('outcome', 'reminder');
end;
$$;

-- Undoes the latest claim of p_kind ('code' or 'reminder') for the address's code
-- when the e-mail could not be sent: a retry sends the same code, and a failed send
-- counts towards no cap.
create function public.release_discount_mail(p_email text, p_kind text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_row public.discount_codes;
begin
  if p_kind is null or p_kind not in ('code', 'reminder') then
    raise exception 'release_discount_mail: p_kind must be ''code'' or ''reminder'', not %', coalesce(p_kind, 'null')
      using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.claim_discount_mail'));
  select d.* into v_row
    from public.discount_codes d
   where d.email = v_email or d.mailbox = public.email_mailbox(p_email)
   order by d.email = v_email desc
   limit 1;
  if not found then
    return;
  end if;
  delete from private.discount_mail_log
   where id = (select max(l.id) from private.discount_mail_log l where l.code_email = v_row.email and l.kind = p_kind);
  if p_kind = 'code' then
    update public.discount_codes set sent_at = null where email = v_row.email;
  else
    update public.discount_codes
       set reminders_sent = greatest(0, reminders_sent - 1),
           last_reminded_at = (select max(l.sent_at) from private.discount_mail_log l
                                where l.code_email = v_row.email and l.kind = 'reminder')
     where email = v_row.email;
  end if;
end;
$$;

revoke execute on function public.claim_discount_mail(text) from public, anon, authenticated;
revoke execute on function public.release_discount_mail(text, text) from public, anon, authenticated;
grant execute on function public.claim_discount_mail(text) to service_role;
grant execute on function public.release_discount_mail(text, text) to service_role;
