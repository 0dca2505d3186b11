// Used by the backend test harness and the bench; not part of the server.
// A throwaway PostgreSQL cluster for the test run: initdb in a temporary folder,
// started on a free loopback port, removed at the end. Postgres refuses to run
// as root, so as root everything runs as the postgres user.
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'

export interface TempPostgres {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string
  /** The server's major version, e.g. "15": which Debian extension packages fit it. */
  majorVersion: string
  stop(): Promise<void>
}

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

function installPostgres(): void {
  console.log('[temp-postgres] PostgreSQL not found; installing it with apt-get')
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  try {
    execFileSync('apt-get', ['install', '-y', 'postgresql-15'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  } catch {
    execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface TempPostgresOptions {
  /** Another installation's bin/ (a test's private copy with extra extensions); default: the newest in /usr/lib/postgresql. */
  binDir?: string
  /** Server settings given at start, e.g. shared_preload_libraries. */
  settings?: Record<string, string>
}

export async function startTempPostgres(options: TempPostgresOptions = {}): Promise<TempPostgres> {
  let binDir = options.binDir ?? findBinDir()
  if (!binDir) {
    installPostgres()
    binDir = findBinDir()
    if (!binDir) throw new Error('PostgreSQL is still missing after apt-get install')
  }
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const file = join(binDir!, command)
    return asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' }) : execFileSync(file, args, { stdio: 'pipe' })
  }

  const dir = mkdtempSync(join(tmpdir(), 'backend-pg-'))
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  chmodSync(dir, 0o700)
  const dataDir = join(dir, 'data')
  const port = await freePort()

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  // Durability settings off: this cluster lives for one test run.
  const extra = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`)
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${extra.join('')}`
  run('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    majorVersion: basename(dirname(binDir)),
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
