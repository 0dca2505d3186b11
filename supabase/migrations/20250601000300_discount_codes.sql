-- Codes issued by the send-discount-email function: one code per address, ever.
-- Only the service role (the function) touches this table.

create table public.discount_codes (
  email text primary key
    constraint discount_codes_email_length check (char_length(email) between 3 and 254),
  code text not null unique,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

alter table public.discount_codes enable row level security;
revoke all on public.discount_codes from anon, authenticated;

-- Atomically claims the right to send the address's code. Returns the code when
-- the caller should send it, null when it was already sent: two concurrent
-- requests can never both send. Addresses are stored lower-cased.
create function public.claim_discount_code(p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_code text;
begin
  insert into public.discount_codes (email, code)
  values (v_email, 'FIRST10-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)))
  on conflict (email) do nothing;

  update public.discount_codes
     set sent_at = now()
   where email = v_email and sent_at is null
  returning code into v_code;

  return v_code;
end;
$$;

-- Undoes a claim when the e-mail could not be sent, so a retry sends the same code.
create function public.release_discount_code(p_email text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.discount_codes set sent_at = null where email = lower(btrim(p_email));
$$;

revoke execute on function public.claim_discount_code(text) from public, anon, authenticated;
revoke execute on function public.release_discount_code(text) from public, anon, authenticated;
grant execute on function public.claim_discount_code(text) to service_role;
grant execute on function public.release_discount_code(text) to service_role;
