-- Expired quote links go with the rest of the housekeeping. private.quote_token_find refuses a
-- token past its expires_at, so the row of an expired owner or customer link guards and shows
-- nothing; before this, every chat lead's mail and every quote's mail left one row for good.
create or replace function public.purge_expired_rows(
  p_intent_grace interval default interval '1 day',
  p_outbox_retention interval default interval '90 days',
  p_unsent_code_age interval default interval '1 day'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_intents integer;
  v_outbox integer;
  v_codes integer;
  v_uses integer;
  v_quote_tokens integer;
begin
  delete from public.booking_intents where expires_at < now() - p_intent_grace;
  get diagnostics v_intents = row_count;

  delete from private.owner_outbox where sent_at < now() - p_outbox_retention;
  get diagnostics v_outbox = row_count;

  delete from public.discount_codes
   where sent_at is null
     and used_by_booking is null
     and created_at < now() - p_unsent_code_age;
  get diagnostics v_codes = row_count;

  -- An expired ticket is refused by its age, so its record guards nothing any more.
  delete from private.form_ticket_use where expires_at < now();
  get diagnostics v_uses = row_count;

  delete from private.quote_tokens where expires_at < now();
  get diagnostics v_quote_tokens = row_count;

  return jsonb_build_object(
    'booking_intents', v_intents,
    'owner_outbox', v_outbox,
    'discount_codes', v_codes,
    'form_ticket_uses', v_uses,
    'quote_tokens', v_quote_tokens
  );
end;
$$;
revoke execute on function public.purge_expired_rows(interval, interval, interval) from public, anon, authenticated;
grant execute on function public.purge_expired_rows(interval, interval, interval) to service_role;
