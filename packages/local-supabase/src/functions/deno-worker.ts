// One edge function in one long-lived `deno run` child, started on demand.
// Permissions are what a function needs and no more: network to loopback only
// (the backend's own API and mail endpoint; never the internet), env, and read
// access to its own folder, the shared helpers and the site's data/.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { denoExecutable } from './deno-binary'
import type { EdgeFunction } from './function-catalog'

const SERVE_FUNCTION = fileURLToPath(new URL('./deno/serve-function.ts', import.meta.url))

/** The function never came up (bad import, crash at start, no Deno.serve call, no deno). */
export class BootError extends Error {}
/** The process died or dropped the connection while answering. */
export class WorkerCrashError extends Error {}
/** No answer within the wall-clock limit. */
export class WorkerTimeoutError extends Error {}

export interface WorkerSettings {
  fn: EdgeFunction
  env: Record<string, string>
  /** Extra folders the function may read (its own is always allowed). */
  readableDirs: string[]
  /** Hosts besides 127.0.0.1 the function may connect to (the backend's own host). */
  netHosts: string[]
  denoDir: string
  bootTimeoutMs: number
  log: (line: string) => void
}

export interface ProxiedRequest {
  method: string
  /** Path and query as the function sees them: /<name>/... */
  path: string
  headers: Record<string, string>
  body?: Buffer
  timeoutMs: number
}

export interface ProxiedResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

export class DenoWorker {
  private child?: ChildProcess
  private port?: Promise<number>

  constructor(private readonly settings: WorkerSettings) {}

  private args(readyToken: string): string[] {
    const { fn, readableDirs, netHosts } = this.settings
    const read = [fn.dir, ...readableDirs.filter((dir) => existsSync(dir))]
    const config = join(fn.dir, 'deno.json')
    return [
      'run',
      '--quiet',
      '--no-prompt',
      '--no-remote',
      '--cached-only',
      '--no-lock',
      existsSync(config) ? `--config=${config}` : '--no-config',
      `--allow-net=${['127.0.0.1', ...netHosts].join(',')}`,
      '--allow-env',
      `--allow-read=${read.join(',')}`,
      // edge-runtime's per-worker memory limit (256 MB in supabase/cli templates/main.ts).
      '--v8-flags=--max-old-space-size=256',
      SERVE_FUNCTION,
      pathToFileURL(fn.entrypoint).href,
      readyToken,
    ]
  }

  private start(): Promise<number> {
    const { fn, env, denoDir, bootTimeoutMs, log } = this.settings
    const readyToken = `__function_ready_${randomUUID()}__`
    return new Promise<number>((resolve, reject) => {
      let child: ChildProcess
      try {
        child = spawn(denoExecutable(), this.args(readyToken), {
          env: { ...env, DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', NO_COLOR: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      } catch (error) {
        return reject(new BootError(`deno could not be started: ${(error as Error).message}`))
      }
      this.child = child
      let settled = false
      const fail = (message: string) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        this.forget(child)
        child.kill('SIGKILL')
        reject(new BootError(message))
      }
      const timer = setTimeout(() => fail(`${fn.name} did not start serving within ${bootTimeoutMs} ms`), bootTimeoutMs)
      let pending = ''
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        pending += chunk
        let newline: number
        while ((newline = pending.indexOf('\n')) >= 0) {
          const line = pending.slice(0, newline)
          pending = pending.slice(newline + 1)
          if (!settled && line.startsWith(readyToken)) {
            settled = true
            clearTimeout(timer)
            resolve(Number(line.slice(readyToken.length).trim()))
          } else log(line)
        }
      })
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) if (line !== '') log(line)
      })
      child.on('error', (error) => fail(`deno could not be started: ${error.message}`))
      child.on('exit', (code, signal) => {
        this.forget(child)
        fail(`${fn.name} exited before serving (${signal ?? `exit code ${code}`})`)
      })
    })
  }

  private forget(child: ChildProcess): void {
    if (this.child === child) {
      this.child = undefined
      this.port = undefined
    }
  }

  /** Starts the process on first use; concurrent callers share one start. */
  private ready(): Promise<number> {
    if (!this.port) {
      this.port = this.start()
      this.port.catch(() => undefined)
    }
    return this.port
  }

  /** Starts the process now, so the first request does not wait for Deno. */
  async warm(): Promise<void> {
    await this.ready()
  }

  async fetch(req: ProxiedRequest): Promise<ProxiedResponse> {
    const port = await this.ready()
    const child = this.child
    return new Promise<ProxiedResponse>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.path, headers: { ...req.headers, connection: 'close' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          clearTimeout(timer)
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) })
        })
        res.on('error', (error) => {
          clearTimeout(timer)
          reject(new WorkerCrashError(error.message))
        })
      })
      const timer = setTimeout(() => {
        // A hung function is terminated, as edge-runtime does at its wall-clock limit.
        outgoing.destroy()
        if (child && this.child === child) {
          this.forget(child)
          child.kill('SIGKILL')
        }
        reject(new WorkerTimeoutError(`no answer within ${req.timeoutMs} ms`))
      }, req.timeoutMs)
      outgoing.on('error', (error) => {
        clearTimeout(timer)
        reject(new WorkerCrashError(error.message))
      })
      outgoing.end(req.body)
    })
  }

  async stop(): Promise<void> {
    const child = this.child
    this.child = undefined
    this.port = undefined
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 2000)
      child.once('exit', () => {
        clearTimeout(kill)
        resolve()
      })
      child.kill('SIGTERM')
    })
  }
}
