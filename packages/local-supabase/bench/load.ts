// npm run bench:backend [-- --engine pglite|postgres --leads 200 --signins 200 --tabs 20]
// Three holds on loopback, each printed with the machine's load average beside it:
//  1. `--leads` lead inserts at once, a quarter repeating an address in another
//     letter case: every accepted lead is stored exactly once, every repeat gets 23505.
//  2. `--signins` password sign-ins at once (bcrypt cost 10): none takes over 5 s,
//     and /health, probed meanwhile, always answers within 200 ms.
//  3. `--tabs` tabs refreshing one session's token at once: every tab stays signed in.
// Exits non-zero when a hold fails. Engine: embedded PGlite (in memory) by default;
// `--engine postgres` starts a temporary PostgreSQL cluster; DATABASE_URL uses yours.
// The backend runs in its own process (the CLI), so the load generator does not
// share its event loop; results are checked through the REST API as service_role.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from '../src/config'
import { startTempPostgres, type TempPostgres } from '../src/dev/temp-postgres'

interface BenchBackend {
  url: string
  anonKey: string
  serviceRoleKey: string
  engine: string
  process: ChildProcess
  stop(): Promise<void>
}

/** Starts the local Supabase twin's CLI (packages/local-supabase) on a free loopback port and waits for its ready line. */
async function spawnBackend(databaseUrl: string | undefined): Promise<BenchBackend> {
  const mailbox = mkdtempSync(join(tmpdir(), 'bench-mailbox-'))
  const child = spawn(process.execPath, [fileURLToPath(new URL('../bin/local-supabase.js', import.meta.url)), '--port', '0', '--host', '127.0.0.1', '--in-memory', '--mailbox', mailbox], {
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      AUTH_RATE_LIMIT_SIGNUP: '1000000000',
      AUTH_RATE_LIMIT_TOKEN: '1000000000',
      AUTH_RATE_LIMIT_VERIFY: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  const ready = await new Promise<{ url: string; anonKey: string; engine: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}: ${output}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Backend ready at (\S+)/.exec(output)?.[1]
      const anonKey = /anon key: (\S+)/.exec(output)?.[1]
      const engine = /engine: (\w+)/.exec(output)?.[1]
      if (url && anonKey && engine) resolve({ url, anonKey, engine })
    })
  })
  return {
    ...ready,
    serviceRoleKey: await serviceRoleKeyFor(process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET),
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(mailbox, { recursive: true, force: true })
    },
  }
}

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '200' },
    signins: { type: 'string', default: '200' },
    tabs: { type: 'string', default: '20' },
    engine: { type: 'string', default: 'pglite' },
  },
})
const LEADS = Number(values.leads)
const SIGNINS = Number(values.signins)
const TABS = Number(values.tabs)
const PASSWORD = 'bench password 123'
const SIGNIN_BOUND_MS = 5000
const HEALTH_BOUND_MS = 200

interface Sample {
  ms: number
  status: number
  code?: string
  email?: string
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
}

async function timed(run: () => Promise<Response>, email?: string): Promise<Sample> {
  const started = performance.now()
  const response = await run()
  const text = await response.text()
  const ms = performance.now() - started
  let code: string | undefined
  if (text) {
    try {
      const parsed = JSON.parse(text) as { code?: unknown; error_code?: string }
      code = parsed.error_code ?? (typeof parsed.code === 'string' ? parsed.code : undefined)
    } catch {
      code = 'non-json'
    }
  }
  return { ms, status: response.status, code, email }
}

function figures(samples: Sample[]): { p50: number; p99: number; max: number } {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted[sorted.length - 1] ?? 0) }
}

async function createUser(backend: BenchBackend, email: string): Promise<void> {
  await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const mails = (await (await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[]
  await fetch(mails[0]!.links[0]!, { redirect: 'manual' })
}

function signIn(backend: BenchBackend, email: string): Promise<Response> {
  return fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
}

function leadEmail(i: number): string {
  // Every fourth request repeats an earlier address, in upper case.
  const distinct = Math.ceil(LEADS * 0.75)
  const base = `lead${i % distinct}@bench.example.com`
  return i >= distinct ? base.toUpperCase() : base
}

async function benchLeadsInTable(backend: BenchBackend): Promise<Map<string, number>> {
  // service_role bypasses RLS: the one key that may read leads. Reads are capped at
  // max_rows (1000) like hosted PostgREST, so the table is read page by page.
  const counts = new Map<string, number>()
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(`${backend.url}/rest/v1/leads?select=email&email=ilike.*@bench.example.com&order=id&offset=${offset}&limit=1000`, {
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
    })
    if (!response.ok) throw new Error(`reading leads failed: ${response.status} ${await response.text()}`)
    const rows = (await response.json()) as { email: string }[]
    for (const row of rows) counts.set(row.email.toLowerCase(), (counts.get(row.email.toLowerCase()) ?? 0) + 1)
    if (rows.length < 1000) return counts
  }
}

async function leadHold(backend: BenchBackend): Promise<string[]> {
  const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' }
  const started = performance.now()
  const samples = await Promise.all(
    Array.from({ length: LEADS }, (_, i) => {
      const email = leadEmail(i)
      return timed(() => fetch(`${backend.url}/rest/v1/leads`, { method: 'POST', headers, body: JSON.stringify({ email }) }), email)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const problems: string[] = []
  const accepted = samples.filter((s) => s.status === 201)
  const duplicates = samples.filter((s) => s.status === 409 && s.code === '23505')
  const other = samples.filter((s) => s.status !== 201 && !(s.status === 409 && s.code === '23505'))
  if (other.length) problems.push(`${other.length} lead requests got neither 201 nor 409/23505 (first: ${other[0]!.status} ${other[0]!.code})`)
  const inTable = await benchLeadsInTable(backend)
  const acceptedEmails = accepted.map((s) => s.email!.toLowerCase())
  if (new Set(acceptedEmails).size !== acceptedEmails.length) problems.push('an address was accepted twice')
  for (const email of acceptedEmails) {
    if (inTable.get(email) !== 1) problems.push(`accepted ${email} is in the table ${inTable.get(email) ?? 0} times`)
  }
  if (inTable.size !== acceptedEmails.length) problems.push(`table has ${inTable.size} bench leads, ${acceptedEmails.length} were accepted`)
  const { p50, p99, max } = figures(samples)
  console.log(
    `leads:    ${LEADS} at once in ${seconds.toFixed(1)} s; p50 ${p50} / p99 ${p99} / max ${max} ms; ${accepted.length} accepted, ${duplicates.length} got 23505, ${other.length} other; load ${load()}`,
  )
  return problems
}

async function signInHold(backend: BenchBackend): Promise<string[]> {
  const email = 'bench.signin@example.com'
  await createUser(backend, email)
  let running = true
  const started = performance.now()
  const signIns = Promise.all(Array.from({ length: SIGNINS }, () => timed(() => signIn(backend, email)))).finally(() => {
    running = false
  })
  const health: number[] = []
  while (running) {
    const probe = performance.now()
    await (await fetch(`${backend.url}/health`)).text()
    health.push(performance.now() - probe)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const samples = await signIns
  const seconds = (performance.now() - started) / 1000
  const { p50, p99, max } = figures(samples)
  const healthMax = Math.round(Math.max(...health))
  console.log(`sign-ins: ${SIGNINS} at once in ${seconds.toFixed(1)} s; p50 ${p50} / p99 ${p99} / max ${max} ms; /health max ${healthMax} ms over ${health.length} probes; load ${load()}`)
  const problems: string[] = []
  const failed = samples.filter((s) => s.status !== 200)
  if (failed.length) problems.push(`${failed.length} sign-ins did not answer 200 (first: ${failed[0]!.status} ${failed[0]!.code})`)
  if (max > SIGNIN_BOUND_MS) problems.push(`slowest sign-in took ${max} ms (hold: ${SIGNIN_BOUND_MS} ms)`)
  if (healthMax > HEALTH_BOUND_MS) problems.push(`/health took up to ${healthMax} ms during the sign-ins (hold: ${HEALTH_BOUND_MS} ms)`)
  return problems
}

async function refreshHold(backend: BenchBackend): Promise<string[]> {
  const email = 'bench.tabs@example.com'
  await createUser(backend, email)
  const session = (await (await signIn(backend, email)).json()) as { refresh_token: string }
  const refresh = (token: string) =>
    timed(() =>
      fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      }),
    )
  const started = performance.now()
  const samples = await Promise.all(Array.from({ length: TABS }, () => refresh(session.refresh_token)))
  const seconds = (performance.now() - started) / 1000
  // Every tab then refreshes once more with what it was given: all must still be signed in.
  const tokens = await Promise.all(
    Array.from({ length: TABS }, async () => {
      const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      })
      return response.ok ? ((await response.json()) as { refresh_token: string }).refresh_token : undefined
    }),
  )
  const followUps = await Promise.all(tokens.map((token) => (token ? refresh(token) : Promise.resolve({ ms: 0, status: 0 } as Sample))))
  const { max } = figures(samples)
  const signedIn = samples.filter((s) => s.status === 200).length
  const stillSignedIn = followUps.filter((s) => s.status === 200).length
  console.log(`refresh:  ${TABS} tabs at once in ${seconds.toFixed(1)} s; max ${max} ms; ${signedIn} signed in, ${stillSignedIn} still signed in after a second refresh; load ${load()}`)
  const problems: string[] = []
  if (signedIn !== TABS) problems.push(`${TABS - signedIn} of ${TABS} concurrent refreshes failed`)
  if (stillSignedIn !== TABS) problems.push(`${TABS - stillSignedIn} of ${TABS} tabs were signed out on their next refresh`)
  return problems
}

async function main(): Promise<void> {
  let postgres: TempPostgres | undefined
  if (values.engine === 'postgres' && !process.env.DATABASE_URL) postgres = await startTempPostgres()
  const backend = await spawnBackend(process.env.DATABASE_URL ?? postgres?.url)
  try {
    console.log(`bench: ${backend.engine} at ${backend.url}; load average (1/5/15 min) ${load()}`)
    const problems = [...(await leadHold(backend)), ...(await signInHold(backend)), ...(await refreshHold(backend))]
    mkdirSync('bench-results', { recursive: true })
    writeFileSync(`bench-results/backend-${backend.engine}.json`, JSON.stringify({ engine: backend.engine, loadavg: loadavg(), problems }, null, 2))
    if (problems.length) {
      for (const problem of problems.slice(0, 20)) console.error(`FAIL: ${problem}`)
      process.exitCode = 1
    } else {
      console.log('OK: every hold kept')
    }
  } finally {
    await backend.stop()
    await postgres?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
