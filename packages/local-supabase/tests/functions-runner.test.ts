// The generic functions runner on throw-away function folders: discovery,
// verify_jwt, what a function sees (path, env, headers), the answers when a
// worker cannot answer, the mail endpoint and the local cron. Sources: supabase/cli
// apps/cli-go/internal/functions/serve/{serve.go,templates/main.ts} and
// internal/functions/deploy/deploy.go; hosted's 401 bodies:
// https://supabase.com/docs/guides/troubleshooting/edge-function-401-error-response
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../src/server'
import { startTestBackend } from '../src/testing/engines'
import { mailsTo } from '../src/testing/clients'

const FUNCTIONS: Record<string, string> = {
  'echo/index.ts': `
    import { greeting } from '../_shared/greeting.ts'
    Deno.serve(async (req) => {
      const names = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'RESEND_API_URL', 'FROM_ENV_FILE', 'SCHEDULER_WEBHOOK_SIGNING_KEY', 'HOME', 'JWT_SECRET']
      const env = Object.fromEntries(names.map((name) => [name, Deno.env.get(name) ?? null]))
      const url = new URL(req.url)
      return Response.json({ greeting, path: url.pathname, search: url.search, method: req.method, body: await req.text(), custom: req.headers.get('x-custom'), env })
    })`,
  '_shared/greeting.ts': `export const greeting = 'hello from _shared'`,
  'open-hook/index.ts': `Deno.serve(() => new Response('hook ok', { status: 202, headers: { 'x-hook': 'yes' } }))`,
  'broken/index.ts': `throw new Error('broken at import')`,
  'crash/index.ts': `Deno.serve(() => { Deno.exit(3) })`,
  'internet/index.ts': `Deno.serve(async () => {
      try { await fetch('https://api.resend.com/emails'); return new Response('reached') }
      catch (error) { return new Response(String((error as Error).name), { status: 500 }) }
    })`,
  'mailer/index.ts': `Deno.serve(async (req) => {
      const { to, key, headers } = await req.json()
      const response = await fetch(Deno.env.get('RESEND_API_URL') + '/emails', {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + (key ?? Deno.env.get('RESEND_API_KEY')), 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: 'Test <t@example.com>', to, subject: 'From a function', text: 'plain', html: '<p>html</p>', headers }),
      })
      return new Response(await response.text(), { status: response.status })
    })`,
  'notify-owner/index.ts': `Deno.serve(async (req) => {
      const response = await fetch(Deno.env.get('RESEND_API_URL') + '/emails', {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + Deno.env.get('RESEND_API_KEY'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: 'Cron <c@example.com>', to: 'cron@example.com', subject: 'tick ' + req.headers.get('authorization')?.length, text: 'tick' }),
      })
      return new Response(null, { status: response.ok ? 204 : 500 })
    })`,
  'hang/index.ts': `Deno.serve(() => new Promise<Response>(() => {}))`,
  'disabled/index.ts': `Deno.serve(() => new Response('should not run'))`,
  // A blank secret, as supabase/functions/.env.example leaves the signing key, keeps the local default.
  '.env': 'FROM_ENV_FILE="from the env file"\nSUPABASE_URL=http://not-this\nSCHEDULER_WEBHOOK_SIGNING_KEY=\n',
}

const CONFIG_TOML = `
[functions.open-hook]
verify_jwt = false

[functions.disabled]
enabled = false
`

describe('functions runner', () => {
  let root: string
  let backend: RunningBackend
  const post = (name: string, init: { headers?: Record<string, string>; body?: string } = {}) =>
    fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: init.headers ?? { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: init.body ?? '{}',
    })

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'functions-fixture-'))
    for (const [path, text] of Object.entries(FUNCTIONS)) {
      mkdirSync(join(root, 'functions', path, '..'), { recursive: true })
      writeFileSync(join(root, 'functions', path), text)
    }
    writeFileSync(join(root, 'config.toml'), CONFIG_TOML)
    backend = await startTestBackend('pglite', { functionsDir: join(root, 'functions'), cronIntervalMs: 300, functionTimeoutMs: 5000 })
  })
  afterAll(async () => {
    await backend?.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('runs index.ts under Deno: the function sees /<name>/..., the body, headers and the platform env', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo/sub/path?x=1`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'x-custom': 'kept', 'Content-Type': 'text/plain' },
      body: 'payload',
    })
    expect(response.status).toBe(200)
    const seen = (await response.json()) as { env: Record<string, string | null> } & Record<string, unknown>
    expect(seen).toMatchObject({ greeting: 'hello from _shared', path: '/echo/sub/path', search: '?x=1', method: 'PUT', body: 'payload', custom: 'kept' })
    expect(seen.env).toMatchObject({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      RESEND_API_URL: `${backend.url}/functions-mail`,
      FROM_ENV_FILE: 'from the env file',
      SCHEDULER_WEBHOOK_SIGNING_KEY: 'local-stack-only-scheduler-signing-key-refused-when-hosted',
      HOME: null,
      JWT_SECRET: null,
    })
  })

  it('checks the JWT unless verify_jwt = false, with hosted Supabase 401 bodies; no apikey needed', async () => {
    const none = await post('echo', { headers: {} })
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ code: 401, message: 'Missing authorization header' })
    const forged = await post('echo', { headers: { Authorization: 'Bearer not.a.jwt' } })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' })
    const hook = await post('open-hook', { headers: {} })
    expect(hook.status).toBe(202)
    expect(hook.headers.get('x-hook')).toBe('yes')
    expect(await hook.text()).toBe('hook ok')
  })

  it('answers 404 for folders that are not functions: unknown, _shared, disabled in config.toml', async () => {
    for (const name of ['nope', '_shared', 'disabled']) {
      const response = await post(name)
      expect(response.status, name).toBe(404)
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
  })

  it('answers 503 BOOT_ERROR when the function cannot start and 500 WORKER_ERROR when it dies, then recovers', async () => {
    const broken = await post('broken')
    expect(broken.status).toBe(503)
    expect(await broken.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' })
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const crashed = await post('crash')
      expect(crashed.status).toBe(500)
      expect(await crashed.json()).toMatchObject({ code: 'WORKER_ERROR' })
    }
    expect((await post('echo')).status).toBe(200)
  })

  it('answers 546 WORKER_LIMIT when a function does not answer in time, and stops that worker', async () => {
    const hung = await post('hang')
    expect(hung.status).toBe(546)
    expect(await hung.json()).toEqual({ code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' })
    expect((await post('echo')).status).toBe(200)
  })

  it('keeps functions off the internet', async () => {
    const response = await post('internet')
    expect(await response.text()).toBe('NotCapable')
  })

  it('delivers mail a function sends to RESEND_API_URL through the backend mailer, answering like Resend', async () => {
    const sent = await post('mailer', { body: JSON.stringify({ to: ['one@example.com', 'two@example.com'] }) })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(await mailsTo(backend, 'one@example.com')).toMatchObject([{ subject: 'From a function', text: 'plain', html: '<p>html</p>' }])
    expect(await mailsTo(backend, 'two@example.com')).toHaveLength(1)

    const wrongKey = await post('mailer', { body: JSON.stringify({ to: 'three@example.com', key: 're_guessed' }) })
    expect(wrongKey.status).toBe(403)
    expect(await wrongKey.json()).toEqual({ statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' })
    const noKey = await fetch(`${backend.url}/functions-mail/emails`, { method: 'POST', body: '{}' })
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ name: 'missing_api_key' })
    expect(await mailsTo(backend, 'three@example.com')).toEqual([])
  })

  it("carries Resend's custom headers into the mailbox, and refuses one that would break a line", async () => {
    const headers = { 'List-Unsubscribe': '<https://ref.supabase.co/functions/v1/customer-unsubscribe?token=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    expect((await post('mailer', { body: JSON.stringify({ to: 'headers@example.com', headers }) })).status).toBe(200)
    expect(await mailsTo(backend, 'headers@example.com')).toMatchObject([{ headers }])
    for (const bad of [{ 'X-Note': 'one\r\nBcc: victim@example.com' }, { 'Bad Name': 'x' }, { 'X-Count': 3 }, ['List-Unsubscribe']]) {
      const refused = await post('mailer', { body: JSON.stringify({ to: 'bad-headers@example.com', headers: bad }) })
      expect(refused.status, JSON.stringify(bad)).toBe(422)
      expect(await refused.json()).toMatchObject({ name: 'validation_error' })
    }
    expect(await mailsTo(backend, 'bad-headers@example.com')).toEqual([])
  })

  it('calls notify-owner on its interval with the service-role key', async () => {
    await expect.poll(async () => (await mailsTo(backend, 'cron@example.com')).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    const [mail] = await mailsTo(backend, 'cron@example.com')
    expect(mail!.subject).toBe(`tick ${`Bearer ${backend.serviceRoleKey}`.length}`)
  })
})

describe('functions runner with startFunctions', () => {
  it('starts every function with the backend (a broken one does not stop it), so later edits are not seen until restart', async () => {
    const root = mkdtempSync(join(tmpdir(), 'functions-warm-'))
    mkdirSync(join(root, 'functions', 'version'), { recursive: true })
    mkdirSync(join(root, 'functions', 'broken'), { recursive: true })
    writeFileSync(join(root, 'functions', 'version', 'index.ts'), `Deno.serve(() => new Response('first'))`)
    writeFileSync(join(root, 'functions', 'broken', 'index.ts'), `throw new Error('broken at import')`)
    const backend = await startTestBackend('pglite', { functionsDir: join(root, 'functions'), startFunctions: true, cronIntervalMs: 0 })
    try {
      writeFileSync(join(root, 'functions', 'version', 'index.ts'), `Deno.serve(() => new Response('second'))`)
      const response = await fetch(`${backend.url}/functions/v1/version`, { method: 'POST', headers: { Authorization: `Bearer ${backend.anonKey}` } })
      expect(await response.text()).toBe('first')
    } finally {
      await backend.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
