-- Hosted: pg_cron calls notify-owner every minute through pg_net, with the project URL
-- and service-role key read from Supabase Vault at each run, as in
-- https://supabase.com/docs/guides/functions/schedule-functions
-- Where pg_cron or pg_net is not available (PGlite, a plain local PostgreSQL) this is a
-- no-op; the local backend runs its own scheduler. docs/decisions/107-owner-outbox-schedule.md
--
-- The owner stores the two secrets once, in the SQL editor:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'notify_owner_key');

do $outer$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    -- Schemas as in https://supabase.com/docs/guides/database/extensions/pg_cron
    -- and https://supabase.com/docs/guides/database/extensions/pgnet
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    execute $sql$
      select cron.schedule(
        'notify-owner-every-minute',
        '* * * * *',
        $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-owner',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'notify_owner_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 30000
        ) as request_id
        where exists (select 1 from vault.decrypted_secrets where name = 'notify_owner_key');
        $job$
      )
    $sql$;
  end if;
end
$outer$;
