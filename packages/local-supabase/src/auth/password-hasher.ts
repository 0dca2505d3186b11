// bcrypt (cost 10) takes tens of milliseconds of pure CPU per call. On the event
// loop, 50 sign-ins at once stalled every other request (even /health) for
// seconds; here each hash and compare runs on a small pool of worker threads.
// The worker is inline plain JavaScript so it runs the same under tsx, vitest
// and node, with no TypeScript loader inside the thread.
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const bcrypt = require(workerData.bcryptPath)
// The sync calls finish jobs one by one in arrival order; the async ones would
// interleave every queued job and finish them all together at the end.
parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash)
    parentPort.postMessage({ id, result })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
`

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string }

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
}

export class PasswordHasher {
  private readonly workers: Worker[] = []
  private readonly pending = new Map<number, Pending>()
  private readonly load = new Map<Worker, number>()
  private nextId = 0

  // One core stays with the event loop, so a burst of sign-ins slows sign-ins, not every other request.
  constructor(size = Math.max(1, Math.min(4, availableParallelism() - 1))) {
    const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs')
    for (let i = 0; i < size; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } })
      worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
        const job = this.pending.get(message.id)
        this.pending.delete(message.id)
        this.load.set(worker, (this.load.get(worker) ?? 1) - 1)
        if (!job) return
        if (message.error !== undefined) job.reject(new Error(message.error))
        else job.resolve(message.result)
      })
      // An idle pool must not keep a CLI or test process alive.
      worker.unref()
      this.workers.push(worker)
      this.load.set(worker, 0)
    }
  }

  hash(password: string, cost: number): Promise<string> {
    return this.run({ op: 'hash', password, cost }) as Promise<string>
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>
  }

  private run(job: Job): Promise<unknown> {
    // The least busy worker takes the job, so one slow queue never builds up.
    const worker = this.workers.reduce((best, candidate) => (this.load.get(candidate)! < this.load.get(best)! ? candidate : best))
    this.load.set(worker, this.load.get(worker)! + 1)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...job })
    })
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()))
    for (const job of this.pending.values()) job.reject(new Error('password hasher closed'))
    this.pending.clear()
  }
}
