import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEAD_REPEAT_WINDOW_MS, createRecentLeadStore, honeypotFilled, isRecentRepeat, leadKey, parseRecentLeads, rememberLead } from '../../components/engagement/lead-guard'

describe('honeypot rule', () => {
  it.each([
    ['', false],
    [null, false],
    [undefined, false],
    ['x', true],
    [' ', true],
    ['https://spam.example', true],
  ] as const)('%j filled: %s', (value, filled) => {
    expect(honeypotFilled(value)).toBe(filled)
  })
})

describe('lead key', () => {
  it('one key per address whatever the case and surrounding spaces', () => {
    expect(leadKey(' Jane@Example.COM ')).toBe(leadKey('jane@example.com'))
  })

  it('different addresses get different keys, and the key never contains the address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase())
        expect(leadKey(a)).not.toContain('@')
        // 32-bit hash: a collision is possible in theory, vanishingly rare over 100 pairs.
        expect(leadKey(a)).not.toBe(leadKey(b))
      }),
    )
  })
})

describe('repeat window', () => {
  const t0 = 1_700_000_000_000
  const key = leadKey('jane@example.com')

  it('refuses the same lead up to just under the window, allows it from the window on', () => {
    const recent = rememberLead({}, key, t0)
    expect(isRecentRepeat(recent, key, t0)).toBe(true)
    expect(isRecentRepeat(recent, key, t0 + LEAD_REPEAT_WINDOW_MS - 1)).toBe(true)
    expect(isRecentRepeat(recent, key, t0 + LEAD_REPEAT_WINDOW_MS)).toBe(false)
  })

  it('is 60 s, the same window the database enforces for chat leads', () => {
    expect(LEAD_REPEAT_WINDOW_MS).toBe(60_000)
    const dir = 'supabase/migrations'
    const migration = readdirSync(dir).find((name) => name.endsWith('_chatbot_leads_repeat_window.sql'))
    expect(migration).toBeDefined()
    expect(readFileSync(`${dir}/${migration}`, 'utf8')).toContain(`interval '${LEAD_REPEAT_WINDOW_MS / 1000} seconds'`)
  })

  it('another address is never refused', () => {
    expect(isRecentRepeat(rememberLead({}, key, t0), leadKey('john@example.com'), t0)).toBe(false)
  })

  it('a time in the future (clock set back) does not refuse', () => {
    expect(isRecentRepeat({ [key]: t0 + 5000 }, key, t0)).toBe(false)
  })

  it('remembering drops expired entries and keeps live ones', () => {
    const old = leadKey('old@example.com')
    const live = leadKey('live@example.com')
    const recent = rememberLead({ [old]: t0 - LEAD_REPEAT_WINDOW_MS, [live]: t0 - 1000 }, key, t0)
    expect(recent).toEqual({ [live]: t0 - 1000, [key]: t0 })
  })

  it('stored garbage reads as nothing remembered, never as a crash', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const recent = parseRecentLeads(raw)
        for (const at of Object.values(recent)) expect(Number.isFinite(at)).toBe(true)
      }),
    )
    expect(parseRecentLeads('{"a":1,"b":"x","c":null}')).toEqual({ a: 1 })
    expect(parseRecentLeads('[1,2]')).toEqual({})
    expect(parseRecentLeads(null)).toEqual({})
  })
})

describe('recent lead store', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>()
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
  }

  it('remembers across store instances through storage (reload, other tab), per form name', () => {
    let now = 1_000_000
    const storage = memoryStorage()
    const first = createRecentLeadStore('chat', { storage: () => storage, now: () => now })
    first.remember('Jane@Example.com')
    const afterReload = createRecentLeadStore('chat', { storage: () => storage, now: () => now })
    expect(afterReload.isRepeat('jane@example.com')).toBe(true)
    expect(createRecentLeadStore('discount', { storage: () => storage, now: () => now }).isRepeat('jane@example.com')).toBe(false)
    expect([...storage.data.values()].join()).not.toContain('jane')
    now += LEAD_REPEAT_WINDOW_MS
    expect(afterReload.isRepeat('jane@example.com')).toBe(false)
  })

  it('storage that throws or is missing falls back to memory for this page load', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    for (const storage of [() => throwing, () => undefined]) {
      const store = createRecentLeadStore('chat', { storage, now: () => 5 })
      expect(store.isRepeat('jane@example.com')).toBe(false)
      store.remember('jane@example.com')
      expect(store.isRepeat('jane@example.com')).toBe(true)
    }
  })
})
