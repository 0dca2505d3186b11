-- Leads and chat leads: anyone may insert, nobody but the service role may read.
begin;

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);

do $$
begin
  insert into public.leads (email) values ('fan@example.com');
  insert into public.chatbot_leads (name, email, phone, vehicle_type, service_interest)
    values ('Chat Person', 'chat@example.com', '281-555-0100', 'SUV', 'Signature Detail');
  insert into public.chatbot_leads (name, email) values ('No Phone', 'nophone@example.com');

  begin
    insert into public.leads (email) values ('FAN@Example.com');
    raise exception 'leads must be unique regardless of case';
  exception when unique_violation then null;
  end;

  begin
    insert into public.leads (email) values ('not-an-email');
    raise exception 'a malformed e-mail must be rejected';
  exception when check_violation then null;
  end;

  begin
    perform 1 from public.leads;
    raise exception 'anon must not read leads';
  exception when insufficient_privilege then null;
  end;

  begin
    perform 1 from public.chatbot_leads;
    raise exception 'anon must not read chat leads';
  exception when insufficient_privilege then null;
  end;

  begin
    delete from public.leads;
    raise exception 'anon must not delete leads';
  exception when insufficient_privilege then null;
  end;
end
$$;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub": "aaaaaaaa-0000-4000-8000-000000000001", "role": "authenticated"}', true);
do $$
begin
  begin
    update public.leads set email = 'x@example.com';
    raise exception 'signed-in users must not change leads';
  exception when insufficient_privilege then null;
  end;
end
$$;

reset role;
do $$
begin
  if (select count(*) from public.leads) <> 1 or (select count(*) from public.chatbot_leads) <> 2 then
    raise exception 'expected exactly the rows inserted above';
  end if;
end
$$;

rollback;
