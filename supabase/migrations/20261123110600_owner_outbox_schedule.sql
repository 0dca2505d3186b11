-- Hosted: pg_cron calls notify-owner every minute through pg_net, with the project URL
-- and service-role key read from Supabase Vault at each run, as in
-- https://supabase.com/docs/guides/functions/schedule-functions
-- Where pg_cron or pg_net cannot be loaded (PGlite, a plain local PostgreSQL, one with the
-- packages installed but not preloaded, or pg_cron kept in another database) this is a no-op;
-- the local backend runs its own scheduler. docs/decisions/105-owner-outbox.md
--
-- Both modules refuse to load unless listed in shared_preload_libraries (https://github.com/citusdata/pg_cron/blob/main/src/pg_cron.c;
-- https://github.com/supabase/pg_net/blob/master/src/worker.c, _PG_init), and pg_cron's install
-- script reads cron.database_name, which exists only once the module is preloaded, and refuses
-- any other database (https://github.com/citusdata/pg_cron/blob/main/pg_cron.sql). So the
-- extensions are created only where all of that holds. Hosted Supabase preloads both, with
-- cron.database_name = 'postgres' (supabase/postgres ansible/files/postgresql_config/postgresql.conf.j2),
-- and its postgres role may read both settings (pg_monitor,
-- migrations/db/migrations/20230306081037_grant_pg_monitor_to_postgres.sql): there the
-- statements below run as they did when this file was first applied. Where a setting cannot
-- be read, it is taken to allow them, as before.
--
-- The owner stores the two secrets once, in the SQL editor:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'notify_owner_key');

do $outer$
declare
  v_preload text;
  v_cron_database text;
begin
  begin
    v_preload := current_setting('shared_preload_libraries', true);
  exception when insufficient_privilege then
    v_preload := null;
  end;
  begin
    v_cron_database := current_setting('cron.database_name', true);
  exception when insufficient_privilege then
    v_cron_database := current_database();
  end;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     -- Entries may be quoted or carry a path ("$libdir/pg_cron").
     and (v_preload is null or (
       select count(distinct lib) = 2
         from (select regexp_replace(btrim(entry, ' "'), '^.*/', '') as lib
                 from unnest(string_to_array(v_preload, ',')) entry) libs
        where lib in ('pg_cron', 'pg_net')))
     and v_cron_database is not distinct from current_database() then
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
