// The two assertions the functions' Deno tests need, without a network import
// (jsr:@std/assert is not reachable offline); `deno check` types the tests
// (the root tsconfig leaves supabase/functions to Deno, packages/local-supabase/docs/decisions/100).

export function assertEquals(actual: unknown, expected: unknown, message?: string): void {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new Error(`${message ? `${message}: ` : ''}expected ${e}, got ${a}`)
}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new Error(message)
}
