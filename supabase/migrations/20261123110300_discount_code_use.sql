-- The first-visit code is used once: a booking that carries the address's own code
-- marks it used (record_scheduler_event); a plain cancellation gives it back.
-- docs/decisions/014-discount-code-once.md

alter table public.discount_codes
  add column used_at timestamptz,
  add column used_by_booking uuid references public.bookings (id) on delete set null;

-- The signed-in user's code, read by their account's address. Only a confirmed address
-- counts: otherwise signing up with someone else's address would reveal their code.
-- Zero rows when the address never asked for a code.
create function public.my_discount_status()
returns table (code text, used boolean, used_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select d.code, d.used_at is not null, d.used_at
    from public.discount_codes d
    join auth.users u on lower(u.email) = d.email
   where u.id = auth.uid()
     and u.email_confirmed_at is not null
$$;

revoke execute on function public.my_discount_status() from public, anon;
grant execute on function public.my_discount_status() to authenticated, service_role;
