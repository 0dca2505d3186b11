-- Profiles: created by the sign-up trigger; readable and changeable only by their owner.
-- Runs inside a transaction that is rolled back, so it leaves nothing behind.
begin;

insert into auth.users (id, email, raw_user_meta_data) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'owner@example.com', '{"full_name": "Owner Name"}'),
  ('bbbbbbbb-0000-4000-8000-000000000002', 'other@example.com', '{"full_name": "   "}');

do $$
begin
  if (select full_name from public.profiles where id = 'aaaaaaaa-0000-4000-8000-000000000001') is distinct from 'Owner Name' then
    raise exception 'the trigger should copy full_name from the sign-up metadata';
  end if;
  if (select full_name from public.profiles where id = 'bbbbbbbb-0000-4000-8000-000000000002') is not null then
    raise exception 'a blank full_name should become null';
  end if;
end
$$;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated"}', true);

do $$
begin
  if (select count(*) from public.profiles) <> 1 then
    raise exception 'a user should see exactly their own profile';
  end if;
  update public.profiles set full_name = 'Renamed' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
  update public.profiles set full_name = 'Hijacked' where id = 'bbbbbbbb-0000-4000-8000-000000000002';
  begin
    delete from public.profiles where id = 'aaaaaaaa-0000-4000-8000-000000000001';
    raise exception 'a user must not delete a profile';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.profiles (id, full_name) values ('cccccccc-0000-4000-8000-000000000003', 'New');
    raise exception 'a user must not insert a profile';
  exception when insufficient_privilege then null;
  end;
end
$$;

reset role;
do $$
begin
  if (select full_name from public.profiles where id = 'aaaaaaaa-0000-4000-8000-000000000001') <> 'Renamed' then
    raise exception 'the owner should be able to rename themselves';
  end if;
  if (select full_name from public.profiles where id = 'bbbbbbbb-0000-4000-8000-000000000002') is not null then
    raise exception 'a user changed someone else''s profile';
  end if;
end
$$;

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
do $$
begin
  perform 1 from public.profiles;
  raise exception 'anon must not read profiles';
exception when insufficient_privilege then null;
end
$$;

rollback;
