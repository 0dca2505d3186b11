/**
 * `npm run test:stress`: `npm test` on a machine made busy on purpose
 * (docs/decisions/129-test-suite-under-load.md). scripts/test.sh runs the named steps (default:
 * all of them) while Debian's `stress-ng --cpu N` (default 2: one per core of the 2-core CI
 * machine) spins beside it; at the end it prints what it did: the burners and how they ended, the
 * wall time, the load average seen, each step's result and the e2e and Storybook counts. Output is
 * also kept in test-results/stress/.
 *
 *   npm run test:stress                          every step, 2 burners
 *   npm run test:stress -- unit --burners 3      other steps (test.sh names), more burners
 *   npm run test:stress -- --max-minutes 120     hard limit of the run (default 90)
 *   npm run test:stress -- --allow-flaky         a test that passed only on retry does not fail it
 *
 * Bounded: stress-ng exits by itself at its --timeout (the run's limit plus a minute) and is
 * stopped when the run ends; the suite runs in its own process group, stopped (SIGTERM, then
 * SIGKILL) on Ctrl-C, SIGTERM, SIGHUP or at the limit. CI=true unless set, as on CI: Playwright
 * retries a failure once, and its failOnFlakyTests (playwright.config.ts, E2E_FAIL_ON_FLAKY) fails
 * a test that passed only on that retry; missing Storybook snapshots fail. Exit code: non-zero if a
 * step failed, the limit was reached or the run was stopped.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { parseRun, type RunCounts } from './counts'
import { sampleLoad, type LoadSummary } from './load-sampler'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    burners: { type: 'string', default: '2' },
    'max-minutes': { type: 'string', default: '90' },
    'allow-flaky': { type: 'boolean', default: false },
  },
})
const burnerCount = Number(values.burners)
const maxMinutes = Number(values['max-minutes'])
if (!Number.isInteger(burnerCount) || burnerCount < 0 || burnerCount > 16) throw new Error(`--burners: a whole number 0..16, not ${values.burners}`)
if (!(maxMinutes > 0)) throw new Error(`--max-minutes: a positive number, not ${values['max-minutes']}`)
/** No names: scripts/test.sh runs every step. */
const steps = positionals
const runs = (step: string) => steps.length === 0 || steps.includes(step)
const limitMs = maxMinutes * 60_000
/** Burners outlive the limit by a minute at most: the run is stopped at the limit, and they with it. */
const burnerLifetimeMs = limitMs + 60_000

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = path.join('test-results', 'stress')
mkdirSync(outDir, { recursive: true })
const logPath = path.join(outDir, `${stamp}.log`)
const log = createWriteStream(logPath)
const env = { ...process.env, CI: process.env.CI ?? 'true', E2E_FAIL_ON_FLAKY: values['allow-flaky'] ? '0' : '1' }

const say = (line: string) => process.stdout.write(`[stress] ${line}\n`)

const startedAt = new Date()
const suiteName = `scripts/test.sh ${steps.join(' ') || '(every step)'}`
say(`${startedAt.toISOString()}: ${suiteName} beside ${burnerCount} CPU burner(s); limit ${maxMinutes} min; CI=${env.CI}`)
say(`log: ${logPath}`)

const load = sampleLoad()
if (burnerCount > 0) execFileSync('bash', ['tools/stress/ensure-stress-ng.sh'], { stdio: 'inherit' })
const burnerSeconds = Math.round(burnerLifetimeMs / 1000)
const stressNg = burnerCount > 0 ? spawn('stress-ng', ['--cpu', String(burnerCount), '--timeout', `${burnerSeconds}s`, '--metrics-brief', '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] }) : null
const burnersEnded = new Promise<string>((resolve) => {
  if (!stressNg) return resolve('none')
  stressNg.once('error', (error) => resolve(`could not start (${error.message})`))
  stressNg.once('exit', (code, signal) => resolve(signal ? `stopped by ${signal}` : code === 0 ? 'ended' : `exited ${code}`))
})
say(`burners: stress-ng --cpu ${burnerCount} pid ${stressNg?.pid ?? 'none'} (exits by itself after ${Math.round(burnerSeconds / 60)} min at most)`)

// Its own process group (detached), so a stop reaches everything it started: npx, Playwright,
// Storybook's build and test-runner, and their servers. stderr joins stdout in one pipe, so Jest's
// summary (stderr) stays inside the storybook step's banners when the output is read back.
const suite = spawn('bash', ['-c', 'exec bash scripts/test.sh "$@" 2>&1', 'test-stress', ...steps], { detached: true, stdio: ['ignore', 'pipe', 'inherit'], env })
let output = ''
suite.stdout!.setEncoding('utf8') // a character split across two chunks stays whole
suite.stdout!.on('data', (text: string) => {
  output += text
  log.write(text)
  process.stdout.write(text)
})

/**
 * Once the group is seen empty its number may be reused by someone else's process group, so it is
 * never signalled again after that.
 */
let groupGone = false
const groupAlive = () => {
  if (groupGone) return false
  try {
    process.kill(-suite.pid!, 0)
    return true
  } catch {
    groupGone = true
    return false
  }
}
const signalGroup = (signal: NodeJS.Signals) => {
  if (!groupAlive()) return
  try {
    process.kill(-suite.pid!, signal)
  } catch {
    groupGone = true
  }
}

let stoppedBy: string | undefined
function stopSuite(reason: string, signal: NodeJS.Signals) {
  if (stoppedBy) return
  stoppedBy = reason
  say(`stopping the suite (${reason}): ${signal} to its process group, SIGKILL after 20 s`)
  signalGroup(signal)
  setTimeout(() => signalGroup('SIGKILL'), 20_000).unref()
}
process.on('SIGINT', () => stopSuite('SIGINT', 'SIGINT'))
process.on('SIGTERM', () => stopSuite('SIGTERM', 'SIGTERM'))
process.on('SIGHUP', () => stopSuite('SIGHUP', 'SIGTERM'))
const limitTimer = setTimeout(() => stopSuite(`limit of ${maxMinutes} min reached`, 'SIGTERM'), limitMs)
// Last resort on any exit path (an exception included): nothing this run started stays behind.
process.on('exit', () => {
  stressNg?.kill('SIGKILL')
  signalGroup('SIGKILL')
})

const suiteExit = await new Promise<number>((resolve) => suite.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))))
clearTimeout(limitTimer)
// What is left in the group gets time to finish (a stopped runner closing its servers), then goes.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const graceEnds = Date.now() + (stoppedBy ? 30_000 : 3_000)
while (groupAlive() && Date.now() < graceEnds) await sleep(500)
/** Processes of the suite still running after the grace: stopped here, and said in the report. */
const leftovers = groupAlive()
if (leftovers) {
  signalGroup('SIGTERM')
  await sleep(3_000)
  signalGroup('SIGKILL')
}
// The last of the output (the pipe closes when no process holds it any more).
if (!suite.stdout!.readableEnded) await Promise.race([new Promise((r) => suite.stdout!.once('end', r)), new Promise((r) => setTimeout(r, 5_000))])
if (stressNg && stressNg.exitCode === null && stressNg.signalCode === null) stressNg.kill('SIGTERM')
const burnerEnd = await burnersEnded
const loadSummary = load.stop()
const endedAt = new Date()
await new Promise<void>((resolve) => log.end(resolve))

const counts = parseRun(output)
const problems = verdict(suiteExit, counts)
printReport(burnerEnd, loadSummary, counts, problems)
writeFileSync(
  path.join(outDir, `${stamp}.json`),
  `${JSON.stringify({ steps, startedAt, endedAt, wallSeconds: wall(), burners: { count: burnerCount, tool: 'stress-ng --cpu', end: burnerEnd }, load: loadSummary, counts, suiteExit, leftovers, stoppedBy, problems }, null, 2)}\n`,
)
process.exitCode = problems.length === 0 ? 0 : 1

function wall() {
  return Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)
}

function verdict(exitCode: number, run: RunCounts): string[] {
  const found: string[] = []
  if (stoppedBy) found.push(`stopped: ${stoppedBy}`)
  if (exitCode !== 0) found.push(`scripts/test.sh exited with ${exitCode}`)
  for (const step of run.steps) if (step.result === 'FAILED') found.push(`step ${step.id} failed`)
  if (runs('e2e') && !run.e2e) found.push('no e2e totals in the output')
  if (runs('storybook') && !run.storybook) found.push('no Storybook totals in the output')
  return found
}

function printReport(burnerEnd: string, loadSeen: LoadSummary, run: RunCounts, found: string[]) {
  const seconds = wall()
  const lines = [
    '',
    '==================================================================',
    '== Stress run',
    '==================================================================',
    `started ${startedAt.toISOString()}, ended ${endedAt.toISOString()}, wall time ${Math.floor(seconds / 60)}m ${seconds % 60}s (${seconds} s)`,
    `suite: ${suiteName} (CI=${env.CI}), exit ${suiteExit}${leftovers ? '; its process group outlived the grace and was killed' : ''}`,
    `burners: stress-ng --cpu ${burnerCount}, ${burnerEnd}`,
    `load average (1 min) on ${loadSeen.cores} cores: min ${loadSeen.min}, mean ${loadSeen.mean}, max ${loadSeen.max} (${loadSeen.samples} samples every 5 s; first ${loadSeen.first}, last ${loadSeen.last})`,
    `steps: ${run.steps.map((s) => `${s.id} ${s.result}${s.seconds === undefined ? '' : ` ${s.seconds}s`}`).join(', ') || 'none reported'}`,
    `e2e: ${run.e2e ? `${run.e2e.passed} passed, ${run.e2e.flaky} flaky, ${run.e2e.failed} failed, ${run.e2e.skipped} skipped, ${run.e2e.notRun} did not run` : 'no totals'}`,
    `storybook: ${run.storybook ? `${run.storybook.passed} passed, ${run.storybook.failed} failed, ${run.storybook.skipped} skipped, ${run.storybook.total} total` : 'no totals'}`,
    `log: ${logPath}`,
    found.length === 0 ? 'STRESS RUN PASSED' : `STRESS RUN FAILED: ${found.join('; ')}`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}
