-- Indexes for the foreign keys and lookups that had none.
-- docs/decisions/135-one-lead-per-request-and-owner-digest.md
--
-- Foreign keys without a covering index: Supabase's linter (splinter) flags them as
-- unindexed_foreign_keys
-- (https://github.com/supabase/splinter/blob/main/lints/0001_unindexed_foreign_keys.sql,
-- https://supabase.com/docs/guides/database/database-linter?lint=0001_unindexed_foreign_keys):
-- deleting a vehicle or a booking (on delete set null) would otherwise scan the table.
create index if not exists booking_intents_vehicle_id_idx on public.booking_intents (vehicle_id);
create index if not exists discount_codes_used_by_booking_idx on public.discount_codes (used_by_booking);

-- A booking's discount code is looked up case-insensitively, upper(code) = upper($1)
-- (record_scheduler_event); the unique index on code cannot serve that.
create index if not exists discount_codes_code_upper_idx on public.discount_codes (upper(code));

-- The lookups by lower(email) on auth.users get no index here. Since 21 April 2025 a
-- migration may not create an index on a table of the auth schema on hosted Supabase
-- (https://supabase.com/changelog/34270-restricting-access-on-auth-storage-and-realtime-schemas-on-april-21-2025),
-- and GoTrue already keeps users_instance_id_email_idx on (instance_id, lower(email))
-- (https://github.com/supabase/auth/blob/master/migrations/20220114185221_update_user_idx.up.sql).
-- The local auth schema, which the project creates itself, has its own lower(email)
-- index (backend/sql/auth-bootstrap.sql).
