// How the runner reads supabase/config.toml and supabase/functions/.env, checked
// on the project's real config.toml and on the .env forms the Supabase CLI loads.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseEnvFile } from '../src/functions/env-file'
import { readFunctionSettings } from '../src/functions/function-catalog'

describe('functions configuration', () => {
  it('reads verify_jwt per function from the project config.toml: the scheduler webhook needs no JWT', () => {
    const settings = readFunctionSettings(readFileSync('supabase/config.toml', 'utf8'))
    expect(settings.get('send-discount-email')).toMatchObject({ enabled: true, verify_jwt: true })
    expect(settings.get('scheduler-webhook')).toMatchObject({ verify_jwt: false })
    expect(settings.has('auth')).toBe(false)
  })

  it('parses .env lines: comments, export, quotes, inline comments', () => {
    expect(parseEnvFile('# comment\nA=1\nexport B = two words # note\nC="quoted # kept"\nD=\'single\'\nE="line\\nbreak"\nnot a pair\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'quoted # kept',
      D: 'single',
      E: 'line\nbreak',
    })
  })
})
