// CPU burners for `npm run test:stress` (decision 129): busy child processes that take whole cores
// from the suite, the way a CI neighbour does. Each one is bounded three ways, so none can outlive
// the run: it exits by itself at its deadline, it exits as soon as its parent is gone (orphaned:
// its parent pid changes), and stop() / stopNow() end it from the parent.
import { spawn, type ChildProcess } from 'node:child_process'

export type BurnerEnd = 'deadline' | 'orphaned' | 'stopped' | 'killed'

export interface BurnerReport {
  pid: number
  /** CPU seconds the burner used (its own process.cpuUsage()); undefined if it was killed. */
  cpuSeconds?: number
  /** Seconds from start to exit. */
  aliveSeconds: number
  end: BurnerEnd
}

export interface Burners {
  pids: number[]
  /** SIGTERM to every burner still running; SIGKILL after `graceMs`. Resolves with each burner's report. */
  stop(graceMs?: number): Promise<BurnerReport[]>
  /** Synchronous SIGKILL of every burner still running (for process 'exit'). */
  stopNow(): void
}

// Runs in each burner (node -e). Spins in 100 ms slices; between slices it checks its deadline and
// its parent, and lets a SIGTERM in. On exit it prints one JSON line with what it used.
const BURNER_SOURCE = `
const started = Date.now()
const deadline = started + Number(process.argv[1])
const parent = process.ppid
let end = 'deadline'
let sink = 0
const finish = (why) => { end = why; process.exit(0) }
process.on('SIGTERM', () => finish('stopped'))
process.on('SIGINT', () => finish('stopped'))
process.on('exit', () => {
  const cpu = process.cpuUsage()
  process.stdout.write(JSON.stringify({ cpuSeconds: (cpu.user + cpu.system) / 1e6, aliveSeconds: (Date.now() - started) / 1000, end, sink: sink > 0 }) + '\\n')
})
const burn = () => {
  const sliceEnd = Date.now() + 100
  while (Date.now() < sliceEnd) sink += Math.sqrt(Math.random())
  if (Date.now() >= deadline) return finish('deadline')
  if (process.ppid !== parent) return finish('orphaned')
  setImmediate(burn)
}
burn()
`

interface Running {
  child: ChildProcess
  started: number
  output: string
  exited: Promise<BurnerReport>
}

/** Starts `count` burners, each ending by itself after `maxLifetimeMs` at the latest. */
export function startBurners(count: number, maxLifetimeMs: number): Burners {
  const running: Running[] = []
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['-e', BURNER_SOURCE, String(Math.max(0, Math.round(maxLifetimeMs)))], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const entry: Running = { child, started: Date.now(), output: '', exited: Promise.resolve(undefined as never) }
    child.stdout!.on('data', (chunk: Buffer) => (entry.output += chunk.toString()))
    entry.exited = new Promise<BurnerReport>((resolve) => {
      child.once('exit', () => {
        const last = entry.output.trim().split('\n').pop() ?? ''
        let parsed: { cpuSeconds?: number; end?: BurnerEnd } = {}
        try {
          parsed = JSON.parse(last) as typeof parsed
        } catch {
          // No line: SIGKILLed before it could write one.
        }
        resolve({
          pid: child.pid ?? -1,
          cpuSeconds: parsed.cpuSeconds,
          aliveSeconds: (Date.now() - entry.started) / 1000,
          end: parsed.end ?? 'killed',
        })
      })
    })
    running.push(entry)
  }
  const alive = () => running.filter((r) => r.child.exitCode === null && r.child.signalCode === null)
  return {
    pids: running.map((r) => r.child.pid ?? -1),
    async stop(graceMs = 5_000) {
      for (const r of alive()) r.child.kill('SIGTERM')
      const timer = setTimeout(() => {
        for (const r of alive()) r.child.kill('SIGKILL')
      }, graceMs)
      const reports = await Promise.all(running.map((r) => r.exited))
      clearTimeout(timer)
      return reports
    },
    stopNow() {
      for (const r of alive()) r.child.kill('SIGKILL')
    },
  }
}
