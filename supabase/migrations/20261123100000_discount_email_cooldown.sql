-- Per-address cooldown for the send-discount-email function's reminders.
-- The code itself is mailed once per address ever (claim_discount_code); every
-- later request mails a reminder. Hosted, the function is public (anon key), so
-- without a limit in the database anyone could make it mail one address without
-- end. At most one reminder per address per 10 minutes (docs/decisions/014).

alter table public.discount_codes add column last_reminded_at timestamptz;

-- Atomically claims the right to mail a reminder now. Returns 0 when the caller
-- should send it, otherwise the seconds until the next reminder is allowed. Of
-- two simultaneous requests only one gets 0 (the row is locked by the update).
create function public.claim_discount_reminder(p_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_last timestamptz;
begin
  update public.discount_codes
     set last_reminded_at = now()
   where email = v_email
     and (last_reminded_at is null or last_reminded_at <= now() - interval '10 minutes');
  if found then
    return 0;
  end if;
  select last_reminded_at into v_last from public.discount_codes where email = v_email;
  if v_last is null then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (v_last + interval '10 minutes' - now())))::integer);
end;
$$;

-- Undoes a reminder claim when the e-mail could not be sent, so a retry is not refused.
create function public.release_discount_reminder(p_email text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.discount_codes set last_reminded_at = null where email = lower(btrim(p_email));
$$;

revoke execute on function public.claim_discount_reminder(text) from public, anon, authenticated;
revoke execute on function public.release_discount_reminder(text) from public, anon, authenticated;
grant execute on function public.claim_discount_reminder(text) to service_role;
grant execute on function public.release_discount_reminder(text) to service_role;
