// Keeps one DenoWorker per function name and stops them all on close.
import { join } from 'node:path'
import { DenoWorker, type ProxiedRequest, type ProxiedResponse } from './deno-worker'
import type { EdgeFunction } from './function-catalog'

export interface FunctionRunnerOptions {
  /** Called when a worker is first needed, so it sees the backend's final URL. */
  env: () => Record<string, string>
  functionsDir: string
  /** Read-only folders every function may open besides its own (the site's data/). */
  readableDirs: string[]
  netHosts: () => string[]
  denoDir: string
  bootTimeoutMs: number
}

export class FunctionRunner {
  private readonly workers = new Map<string, { dir: string; worker: DenoWorker }>()
  private closed = false

  constructor(private readonly options: FunctionRunnerOptions) {}

  private workerFor(fn: EdgeFunction): DenoWorker {
    const existing = this.workers.get(fn.name)
    if (existing && existing.dir === fn.dir) return existing.worker
    const worker = new DenoWorker({
      fn,
      env: this.options.env(),
      readableDirs: [join(this.options.functionsDir, '_shared'), ...this.options.readableDirs],
      netHosts: this.options.netHosts(),
      denoDir: this.options.denoDir,
      bootTimeoutMs: this.options.bootTimeoutMs,
      log: (line) => console.error(`[function ${fn.name}] ${line}`),
    })
    this.workers.set(fn.name, { dir: fn.dir, worker })
    return worker
  }

  invoke(fn: EdgeFunction, request: ProxiedRequest): Promise<ProxiedResponse> {
    if (this.closed) return Promise.reject(new Error('the functions runner is closed'))
    return this.workerFor(fn).fetch(request)
  }

  /** Starts every given function; one that fails to start is logged and retried on its first call. */
  async warm(functions: EdgeFunction[]): Promise<void> {
    await Promise.all(
      functions.map((fn) =>
        this.workerFor(fn)
          .warm()
          .catch((error: unknown) => console.error(`[function ${fn.name}] did not start: ${(error as Error).message}`)),
      ),
    )
  }

  async close(): Promise<void> {
    this.closed = true
    const workers = [...this.workers.values()]
    this.workers.clear()
    await Promise.all(workers.map(({ worker }) => worker.stop()))
  }
}
