// Remembers every process a run started, so that none outlives it. Playwright starts its web
// servers in process groups of their own, and a runner stopped mid-way leaves them behind with
// no parent: the suite's process group does not reach them, but this record does. Linux only
// (it reads /proc); elsewhere it records nothing and cleans nothing.
import { readdirSync, readFileSync } from 'node:fs'

interface Proc {
  pid: number
  ppid: number
  /** Start time in clock ticks since boot: with the pid, it names one process, never a later one with the same pid. */
  start: string
}

/** /proc/<pid>/stat: "pid (comm) state ppid ...", comm may hold spaces and parentheses. */
function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { pid, ppid: Number(fields[1]), start: fields[19]! }
  } catch {
    return undefined
  }
}

function allProcs(): Proc[] {
  let names: string[]
  try {
    names = readdirSync('/proc')
  } catch {
    return []
  }
  return names.filter((n) => /^\d+$/.test(n)).flatMap((n) => readProc(Number(n)) ?? [])
}

export interface ProcessRecord {
  /** Adds every current descendant of the root to the record. */
  scan(): void
  /** SIGTERM to every recorded process still alive (same pid and start time), SIGKILL after `graceMs`; returns how many were left. */
  clean(graceMs?: number): Promise<number>
  /** Synchronous SIGKILL of every recorded process still alive (for process 'exit'). */
  killNow(): void
}

export function recordDescendants(rootPid: number, everyMs = 2_000): ProcessRecord & { stop(): void } {
  const seen = new Map<number, string>()
  const scan = () => {
    const procs = allProcs()
    const children = new Map<number, Proc[]>()
    for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p])
    const queue = [rootPid]
    while (queue.length > 0) {
      for (const child of children.get(queue.shift()!) ?? []) {
        seen.set(child.pid, child.start)
        queue.push(child.pid)
      }
    }
  }
  const timer = setInterval(scan, everyMs)
  timer.unref()
  const alive = () => [...seen].filter(([pid, start]) => readProc(pid)?.start === start).map(([pid]) => pid)
  const signal = (pids: number[], sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig)
      } catch {
        // Gone meanwhile.
      }
    }
  }
  return {
    scan,
    stop: () => clearInterval(timer),
    killNow: () => signal(alive(), 'SIGKILL'),
    async clean(graceMs = 5_000) {
      const left = alive()
      if (left.length === 0) return 0
      signal(left, 'SIGTERM')
      const giveUpAt = Date.now() + graceMs
      while (alive().length > 0 && Date.now() < giveUpAt) await new Promise((r) => setTimeout(r, 200))
      signal(alive(), 'SIGKILL')
      return left.length
    },
  }
}
