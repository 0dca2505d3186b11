// npm run bench:backend [-- --engine pglite|postgres --leads 2000 --signins 200 --concurrency 32]
// A load run on loopback: concurrent lead inserts (a quarter of them repeat an
// address in another letter case) mixed with password sign-ins. Prints
// requests/s and latency percentiles, then checks the table: every accepted
// lead is there exactly once and every rejected one got 409 with code 23505.
// Engine: embedded PGlite (in memory) by default; `--engine postgres` starts a
// temporary PostgreSQL cluster (as the test harness does); DATABASE_URL uses yours.
// The backend runs in its own process (the CLI), so the load generator does not
// share its event loop; results are checked through the REST API as service_role.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from '../backend/config'
import { startTempPostgres, type TempPostgres } from '../backend/dev/temp-postgres'

interface BenchBackend {
  url: string
  anonKey: string
  serviceRoleKey: string
  engine: string
  process: ChildProcess
  stop(): Promise<void>
}

/** Starts `backend/cli.ts` on a free loopback port and waits for its ready line. */
async function spawnBackend(databaseUrl: string | undefined): Promise<BenchBackend> {
  const mailbox = mkdtempSync(join(tmpdir(), 'bench-mailbox-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/cli.ts', '--port', '0', '--host', '127.0.0.1', '--in-memory', '--mailbox', mailbox], {
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
    leads: { type: 'string', default: '2000' },
    signins: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '32' },
    users: { type: 'string', default: '8' },
    engine: { type: 'string', default: 'pglite' },
  },
})
const LEADS = Number(values.leads)
const SIGNINS = Number(values.signins)
const CONCURRENCY = Number(values.concurrency)
const USERS = Number(values.users)
const PASSWORD = 'bench password 123'

interface Sample {
  kind: 'lead' | 'signin'
  ms: number
  status: number
  code?: string
  email?: string
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Runs the tasks with at most `limit` in flight. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!()
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
}

async function createUsers(backend: BenchBackend): Promise<string[]> {
  const emails: string[] = []
  for (let i = 0; i < USERS; i++) {
    const email = `bench.user${i}@example.com`
    await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const mails = (await (await fetch(`${backend.url}/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[]
    await fetch(mails[0]!.links[0]!, { redirect: 'manual' })
    emails.push(email)
  }
  return emails
}

function leadEmail(i: number): string {
  // Every fourth request repeats an earlier address, in upper case.
  const distinct = Math.ceil(LEADS * 0.75)
  const base = `lead${i % distinct}@bench.example.com`
  return i >= distinct ? base.toUpperCase() : base
}

async function timed(kind: Sample['kind'], run: () => Promise<Response>, email?: string): Promise<Sample> {
  const started = performance.now()
  const response = await run()
  const text = await response.text()
  const ms = performance.now() - started
  let code: string | undefined
  if (text) {
    try {
      code = (JSON.parse(text) as { code?: string }).code
    } catch {
      code = 'non-json'
    }
  }
  return { kind, ms, status: response.status, code, email }
}

function report(label: string, samples: Sample[], seconds: number): Record<string, number> {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  const stats = {
    requests: samples.length,
    requestsPerSecond: Math.round(samples.length / seconds),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
  }
  console.log(
    `${label.padEnd(10)} ${String(stats.requests).padStart(6)} req  ${String(stats.requestsPerSecond).padStart(6)} req/s  p50 ${stats.p50} ms  p99 ${stats.p99} ms  max ${stats.max} ms`,
  )
  return stats
}

async function benchLeadsInTable(backend: BenchBackend): Promise<{ email: string; n: number }[]> {
  // service_role bypasses RLS: the one key that may read leads.
  const response = await fetch(`${backend.url}/rest/v1/leads?select=email&email=ilike.*@bench.example.com`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
  })
  if (!response.ok) throw new Error(`reading leads failed: ${response.status} ${await response.text()}`)
  const counts = new Map<string, number>()
  for (const row of (await response.json()) as { email: string }[]) {
    const email = row.email.toLowerCase()
    counts.set(email, (counts.get(email) ?? 0) + 1)
  }
  return [...counts].map(([email, n]) => ({ email, n }))
}

async function verify(backend: BenchBackend, leads: Sample[]): Promise<string[]> {
  const problems: string[] = []
  const accepted = leads.filter((s) => s.status === 201)
  const duplicates = leads.filter((s) => s.status === 409 && s.code === '23505')
  const other = leads.filter((s) => s.status !== 201 && !(s.status === 409 && s.code === '23505'))
  if (other.length) problems.push(`${other.length} lead requests got neither 201 nor 409/23505 (first: ${other[0]!.status} ${other[0]!.code})`)

  const rows = await benchLeadsInTable(backend)
  const inTable = new Map(rows.map((row) => [row.email, Number(row.n)]))
  const acceptedEmails = accepted.map((s) => s.email!.toLowerCase())
  if (new Set(acceptedEmails).size !== acceptedEmails.length) problems.push('an address was accepted twice')
  for (const email of acceptedEmails) {
    if (inTable.get(email) !== 1) problems.push(`accepted ${email} is in the table ${inTable.get(email) ?? 0} times`)
  }
  if (inTable.size !== acceptedEmails.length) problems.push(`table has ${inTable.size} bench leads, ${acceptedEmails.length} were accepted`)
  for (const sample of duplicates) {
    if (!inTable.has(sample.email!.toLowerCase())) problems.push(`duplicate ${sample.email} was refused but its address is not in the table`)
  }
  console.log(`leads: ${accepted.length} accepted (each in the table once: ${problems.length === 0 ? 'yes' : 'NO'}), ${duplicates.length} duplicates refused with 23505, ${other.length} other`)
  return problems
}

async function main(): Promise<void> {
  let postgres: TempPostgres | undefined
  if (values.engine === 'postgres' && !process.env.DATABASE_URL) postgres = await startTempPostgres()
  const backend = await spawnBackend(process.env.DATABASE_URL ?? postgres?.url)
  try {
    console.log(`bench: ${backend.engine} at ${backend.url}; ${LEADS} lead inserts + ${SIGNINS} sign-ins, concurrency ${CONCURRENCY}`)
    const users = await createUsers(backend)
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' }
    const samples: Sample[] = []
    const tasks: (() => Promise<void>)[] = []
    const signinEvery = SIGNINS > 0 ? Math.max(1, Math.floor(LEADS / SIGNINS)) : Infinity
    let signins = 0
    for (let i = 0; i < LEADS; i++) {
      const email = leadEmail(i)
      tasks.push(async () => {
        samples.push(
          await timed('lead', () => fetch(`${backend.url}/rest/v1/leads`, { method: 'POST', headers, body: JSON.stringify({ email }) }), email),
        )
      })
      if (i % signinEvery === 0 && signins < SIGNINS) {
        const user = users[signins++ % users.length]!
        tasks.push(async () => {
          samples.push(
            await timed('signin', () =>
              fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ email: user, password: PASSWORD }),
              }),
            ),
          )
        })
      }
    }

    const started = performance.now()
    await pool(tasks, CONCURRENCY)
    const seconds = (performance.now() - started) / 1000

    const leads = samples.filter((s) => s.kind === 'lead')
    const signinSamples = samples.filter((s) => s.kind === 'signin')
    const failedSignins = signinSamples.filter((s) => s.status !== 200).length
    console.log(`wall time ${seconds.toFixed(1)} s`)
    const results = {
      engine: backend.engine,
      concurrency: CONCURRENCY,
      all: report('all', samples, seconds),
      leads: report('leads', leads, seconds),
      signins: report('sign-ins', signinSamples, seconds),
      failedSignins,
    }
    if (failedSignins) console.log(`sign-ins: ${failedSignins} did not answer 200`)
    const problems = await verify(backend, leads)
    mkdirSync('bench-results', { recursive: true })
    writeFileSync(`bench-results/backend-${backend.engine}.json`, JSON.stringify({ ...results, problems }, null, 2))
    if (problems.length || failedSignins) {
      for (const problem of problems.slice(0, 20)) console.error(`FAIL: ${problem}`)
      process.exitCode = 1
    } else {
      console.log('OK: every accepted lead is in the table exactly once; every duplicate got 23505')
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
