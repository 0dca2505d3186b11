// The two assertions the functions' Deno tests need, without a network import
// (jsr:@std/assert is not reachable offline). Node's type check sees only this file.

export function assertEquals(actual: unknown, expected: unknown, message?: string): void {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new Error(`${message ? `${message}: ` : ''}expected ${e}, got ${a}`)
}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new Error(message)
}

/** Just enough of Deno's global for the project's Node type check of the test files. */
export interface DenoTest {
  test(name: string, fn: () => void | Promise<void>): void
}
