-- One mailbox, one key: the first-visit code and the booking that uses it compare
-- addresses by the mailbox they reach, not by their spelling. Case never matters
-- (RFC 5321 lets the local part be case-sensitive, but no provider the business's
-- customers use treats it so), and at the providers below a "+tag" reaches the same
-- inbox, so me+1@gmail.com and me+2@gmail.com are one customer. Gmail also ignores dots
-- in the local part (https://support.google.com/mail/answer/7436150) and answers to
-- googlemail.com as well.
-- Elsewhere a "+" may be part of a real, distinct address, so it is kept.
-- docs/decisions/133-one-first-visit-per-mailbox.md
create function public.email_mailbox(p_email text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_local text := split_part(v_email, '@', 1);
  v_domain text := substr(v_email, char_length(v_local) + 2);
begin
  if position('@' in v_email) = 0 or v_local = '' or v_domain = '' then
    return v_email;
  end if;
  if v_domain = 'googlemail.com' then
    v_domain := 'gmail.com';
  end if;
  if v_domain in ('gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
                  'icloud.com', 'me.com', 'mac.com', 'fastmail.com', 'proton.me',
                  'protonmail.com', 'pm.me') then
    -- "+tag@gmail.com" has no mailbox before the tag: keep it whole rather than empty.
    v_local := coalesce(nullif(split_part(v_local, '+', 1), ''), v_local);
  end if;
  if v_domain = 'gmail.com' then
    v_local := replace(v_local, '.', '');
  end if;
  return v_local || '@' || v_domain;
end;
$$;

-- Pure text in, text out, nothing read: safe for every role.
grant execute on function public.email_mailbox(text) to anon, authenticated, service_role;
