-- Customers no longer write their own service history: what was done is what the
-- scheduler booked (public.bookings, written only by the service role). Rows already
-- in service_history stay and stay readable by their owner; only the service role
-- (the business) can correct them. docs/decisions/013-schema-grants-and-rls.md

drop policy if exists "Owners add their history" on public.service_history;
drop policy if exists "Owners change their history" on public.service_history;
drop policy if exists "Owners remove their history" on public.service_history;

revoke insert, update, delete on public.service_history from anon, authenticated;
