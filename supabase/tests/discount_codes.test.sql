-- One discount code per address: claimed once, never handed out twice.
begin;

do $$
declare
  first_code text;
  again text;
  after_release text;
begin
  first_code := public.claim_discount_code('Someone@Example.com');
  if first_code !~ '^FIRST10-[A-Z0-9]{8}$' then
    raise exception 'unexpected code shape: %', first_code;
  end if;
  again := public.claim_discount_code('someone@example.com');
  if again is not null then
    raise exception 'a second claim for the same address must return null';
  end if;
  perform public.release_discount_code('someone@example.com');
  after_release := public.claim_discount_code('someone@example.com');
  if after_release is distinct from first_code then
    raise exception 'after a failed send the retry must send the same code';
  end if;
end
$$;

set local role anon;
do $$
begin
  perform public.claim_discount_code('x@example.com');
  raise exception 'anon must not call claim_discount_code directly';
exception when insufficient_privilege then null;
end
$$;

rollback;
