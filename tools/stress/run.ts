/**
 * `npm run test:stress`: the browser steps of `npm test` on a machine made busy on purpose
 * (decision 129). scripts/test.sh runs the named steps (default: build e2e storybook) while CPU
 * burners (default 2: one per core of the 2-core CI machine) spin beside it; at the end it prints
 * what it did: the burners and how they ended, the wall time, the load average seen, each step's
 * result and the e2e and Storybook counts. Output is also kept in test-results/stress/.
 *
 *   npm run test:stress                          build e2e storybook, 2 burners
 *   npm run test:stress -- e2e --burners 3       other steps (test.sh names), more burners
 *   npm run test:stress -- --max-minutes 90      hard limit of the run (default 60)
 *   npm run test:stress -- --allow-flaky         a test that passed only on retry does not fail it
 *
 * Bounded: every burner exits at its own deadline (the run's limit plus a minute), as soon as this
 * process is gone, and when the run ends; the suite runs in its own process group, stopped
 * (SIGTERM, then SIGKILL) on Ctrl-C, SIGTERM, SIGHUP or at the limit. CI=true unless set, as on
 * CI: Playwright retries a failure once (so a flaky test is counted as flaky) and missing
 * Storybook snapshots fail. Exit code: non-zero if a step failed, a test was flaky (unless
 * --allow-flaky), the limit was reached or the run was stopped.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startBurners, type BurnerReport } from './burners'
import { parseRun, type RunCounts } from './counts'
import { sampleLoad, type LoadSummary } from './load-sampler'
import { recordDescendants } from './process-tree'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    burners: { type: 'string', default: '2' },
    'max-minutes': { type: 'string', default: '60' },
    'allow-flaky': { type: 'boolean', default: false },
  },
})
const burnerCount = Number(values.burners)
const maxMinutes = Number(values['max-minutes'])
if (!Number.isInteger(burnerCount) || burnerCount < 0 || burnerCount > 16) throw new Error(`--burners: a whole number 0..16, not ${values.burners}`)
if (!(maxMinutes > 0)) throw new Error(`--max-minutes: a positive number, not ${values['max-minutes']}`)
const steps = positionals.length > 0 ? positionals : ['build', 'e2e', 'storybook']
const limitMs = maxMinutes * 60_000
/** Burners outlive the limit by a minute at most: the run is stopped at the limit, and they with it. */
const burnerLifetimeMs = limitMs + 60_000

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = path.join('test-results', 'stress')
mkdirSync(outDir, { recursive: true })
const logPath = path.join(outDir, `${stamp}.log`)
const log = createWriteStream(logPath)
const env = { ...process.env, CI: process.env.CI ?? 'true' }

const say = (line: string) => process.stdout.write(`[stress] ${line}\n`)

const startedAt = new Date()
say(`${startedAt.toISOString()}: scripts/test.sh ${steps.join(' ')} beside ${burnerCount} CPU burner(s); limit ${maxMinutes} min; CI=${env.CI}`)
say(`log: ${logPath}`)

const load = sampleLoad()
const burners = startBurners(burnerCount, burnerLifetimeMs)
say(`burners started: pids ${burners.pids.join(', ') || 'none'} (each exits by itself after ${Math.round(burnerLifetimeMs / 60_000)} min at most)`)

// Its own process group (detached), so a stop reaches everything it started: npx, Playwright,
// Storybook's build and test-runner, and their servers. stderr joins stdout in one pipe, so Jest's
// summary (stderr) stays inside the storybook step's banners when the output is read back.
const suite = spawn('bash', ['-c', 'exec bash scripts/test.sh "$@" 2>&1', 'test-stress', ...steps], { detached: true, stdio: ['ignore', 'pipe', 'inherit'], env })
// Playwright starts its web servers in process groups of their own: remember every descendant.
const started = recordDescendants(suite.pid!)
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
  burners.stopNow()
  signalGroup('SIGKILL')
  started.killNow()
})

const suiteExit = await new Promise<number>((resolve) => suite.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))))
clearTimeout(limitTimer)
// What is left in the group gets time to finish (a stopped runner closing its servers), then goes.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const graceEnds = Date.now() + (stoppedBy ? 30_000 : 3_000)
while (groupAlive() && Date.now() < graceEnds) await sleep(500)
if (groupAlive()) {
  signalGroup('SIGTERM')
  await sleep(3_000)
  signalGroup('SIGKILL')
}
groupAlive()
// And anything it started elsewhere (servers in their own groups, left without a parent).
started.stop()
const leftovers = await started.clean()
if (leftovers > 0) say(`stopped ${leftovers} process(es) the suite had left running`)
// The last of the output (the pipe closes when no process holds it any more).
if (!suite.stdout!.readableEnded) await Promise.race([new Promise((r) => suite.stdout!.once('end', r)), new Promise((r) => setTimeout(r, 5_000))])
const burnerReports = await burners.stop()
const loadSummary = load.stop()
const endedAt = new Date()
await new Promise<void>((resolve) => log.end(resolve))

const counts = parseRun(output)
const problems = verdict(suiteExit, counts)
printReport(burnerReports, loadSummary, counts, problems)
writeFileSync(
  path.join(outDir, `${stamp}.json`),
  `${JSON.stringify({ steps, startedAt, endedAt, wallSeconds: wall(), burners: burnerReports, load: loadSummary, counts, suiteExit, leftovers, stoppedBy, problems }, null, 2)}\n`,
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
  if (steps.includes('e2e') && !run.e2e) found.push('no e2e totals in the output')
  if (run.e2e && run.e2e.flaky > 0 && !values['allow-flaky']) found.push(`${run.e2e.flaky} flaky e2e test(s) (passed only on retry)`)
  if (steps.includes('storybook') && !run.storybook) found.push('no Storybook totals in the output')
  return found
}

function printReport(reports: BurnerReport[], loadSeen: LoadSummary, run: RunCounts, found: string[]) {
  const seconds = wall()
  const lines = [
    '',
    '==================================================================',
    '== Stress run',
    '==================================================================',
    `started ${startedAt.toISOString()}, ended ${endedAt.toISOString()}, wall time ${Math.floor(seconds / 60)}m ${seconds % 60}s (${seconds} s)`,
    `suite: scripts/test.sh ${steps.join(' ')} (CI=${env.CI}), exit ${suiteExit}; ${leftovers} process(es) left behind, stopped`,
    `burners: ${reports.length}${reports.length ? `; ${reports.map((b) => `pid ${b.pid} ${b.end} after ${Math.round(b.aliveSeconds)} s, ${b.cpuSeconds === undefined ? '? ' : Math.round(b.cpuSeconds)} CPU s`).join('; ')}` : ''}`,
    `load average (1 min) on ${loadSeen.cores} cores: min ${loadSeen.min}, mean ${loadSeen.mean}, max ${loadSeen.max} (${loadSeen.samples} samples every 5 s; first ${loadSeen.first}, last ${loadSeen.last})`,
    `steps: ${run.steps.map((s) => `${s.id} ${s.result}${s.seconds === undefined ? '' : ` ${s.seconds}s`}`).join(', ') || 'none reported'}`,
    `e2e: ${run.e2e ? `${run.e2e.passed} passed, ${run.e2e.flaky} flaky, ${run.e2e.failed} failed, ${run.e2e.skipped} skipped, ${run.e2e.notRun} did not run` : 'no totals'}`,
    `storybook: ${run.storybook ? `${run.storybook.passed} passed, ${run.storybook.failed} failed, ${run.storybook.skipped} skipped, ${run.storybook.total} total` : 'no totals'}`,
    `log: ${logPath}`,
    found.length === 0 ? 'STRESS RUN PASSED' : `STRESS RUN FAILED: ${found.join('; ')}`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}
