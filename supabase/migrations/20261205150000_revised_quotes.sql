-- A revised quote replaces the one it revises. The owner's mail for a customer's "Ask for
-- changes" now carries a fresh "Send a quote" link for the same lead (notify-owner,
-- quote-mail.ts), so a lead can get a second quote; the customer must then not be able to
-- approve the first one as well. Sending a quote withdraws the lead's quotes still open
-- (sent, or changes requested); an approved one stays approved.
create function private.quote_supersede_open()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.quotes
     set status = 'withdrawn', withdrawn_at = new.created_at
   where lead_id = new.lead_id
     and id <> new.id
     and status in ('sent', 'changes_requested');
  return null;
end;
$$;
revoke execute on function private.quote_supersede_open() from public, anon, authenticated;

create trigger quotes_supersede_open
  after insert on public.quotes
  for each row execute function private.quote_supersede_open();
