-- Decision 144: a chat quote request from the same e-mail address (any letter case) is
-- refused for 60 seconds after the last one. The chat refuses it in the browser first
-- (components/engagement/lead-guard.ts, LEAD_REPEAT_WINDOW_MS); this is the same rule where no browser can
-- skip it: a second tab, a replayed request, a bot posting straight to /rest/v1.
-- The refusal is a unique_violation (23505, HTTP 409 through PostgREST), which the chat
-- shows as "we already have your request". Discount leads need no window: leads.email
-- is unique for ever (20250601000100_leads.sql).

create index chatbot_leads_email_recent_idx
  on public.chatbot_leads (lower(btrim(email)), created_at desc);

create function public.chatbot_leads_refuse_repeat()
returns trigger
language plpgsql
-- The inserting role (anon) may not read chatbot_leads; the check must.
security definer
set search_path = ''
as $$
begin
  -- One insert per address at a time, so two simultaneous requests cannot both pass the
  -- check below; the lock ends with the transaction.
  perform pg_advisory_xact_lock(hashtextextended('chatbot_leads:' || lower(btrim(new.email)), 0));
  if exists (
    select 1
      from public.chatbot_leads
     where lower(btrim(email)) = lower(btrim(new.email))
       and created_at > now() - interval '60 seconds'
  ) then
    raise exception using
      errcode = 'unique_violation',
      constraint = 'chatbot_leads_repeat_window',
      message = 'A quote request from this e-mail address arrived less than 60 seconds ago',
      hint = 'Wait a minute before sending the same request again.';
  end if;
  return new;
end;
$$;

revoke execute on function public.chatbot_leads_refuse_repeat() from public, anon, authenticated;

create trigger chatbot_leads_repeat_window
  before insert on public.chatbot_leads
  for each row execute function public.chatbot_leads_refuse_repeat();
