// A private copy of this machine's PostgreSQL with Debian's pg_cron package unpacked into it, so a
// test can run clusters that have pg_cron installed without installing it for the whole machine
// (where every other cluster would then offer it). PostgreSQL finds its share/ and lib/ relative
// to the binary it runs from, so the copy sees only its own extensions. Debian has no pg_net;
// `withPgNetStandIn` adds an SQL-only extension of that name with net.http_post, and a library of
// that name the server can preload (a copy of contrib's auth_delay, inert at its default of 0 ms),
// so a cluster can look like hosted's, where both are preloaded.
import { execFileSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PostgresWithCron {
  /** The copy's bin/, for startTempPostgres({ binDir }). */
  binDir: string
  remove(): void
}

function systemMajorVersion(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  return readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0]
}

function apt(args: string[], cwd?: string): void {
  const asRoot = process.getuid?.() === 0
  execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['-n', 'apt-get', ...args], {
    cwd,
    stdio: 'pipe',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** The copy, or why it cannot be made here (no PostgreSQL, no apt, no such package). */
export function postgresWithCron({ withPgNetStandIn = false } = {}): PostgresWithCron | string {
  const major = systemMajorVersion()
  if (!major) return 'no PostgreSQL under /usr/lib/postgresql'
  const dir = mkdtempSync(join(tmpdir(), 'pg-with-cron-'))
  // Readable by the postgres user the clusters run as when the tests run as root.
  chmodSync(dir, 0o755)
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    const debs = join(dir, 'debs')
    mkdirSync(debs, { mode: 0o777 })
    chmodSync(debs, 0o777)
    const pkg = `postgresql-${major}-cron`
    try {
      apt(['download', pkg], debs)
    } catch {
      // A fresh machine has no package lists yet.
      apt(['-o', 'DPkg::Lock::Timeout=600', 'update'])
      apt(['download', pkg], debs)
    }
    const deb = readdirSync(debs).find((file) => file.endsWith('.deb'))
    if (!deb) throw new Error(`apt-get download ${pkg} left no .deb`)

    const lib = join(dir, 'usr', 'lib', 'postgresql')
    const share = join(dir, 'usr', 'share', 'postgresql')
    mkdirSync(lib, { recursive: true })
    mkdirSync(share, { recursive: true })
    execFileSync('cp', ['-a', `/usr/lib/postgresql/${major}`, lib])
    execFileSync('cp', ['-a', `/usr/share/postgresql/${major}`, share])
    execFileSync('dpkg-deb', ['-x', join(debs, deb), dir])

    if (withPgNetStandIn) {
      copyFileSync(join(lib, major, 'lib', 'auth_delay.so'), join(lib, major, 'lib', 'pg_net.so'))
      const extension = join(share, major, 'extension')
      writeFileSync(join(extension, 'pg_net.control'), `comment = 'test stand-in for pg_net: net.http_post only'\ndefault_version = '0.0'\nrelocatable = false\n`)
      writeFileSync(
        join(extension, 'pg_net--0.0.sql'),
        `create schema if not exists net;\n` +
          `create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)\n` +
          `returns bigint language sql as $$ select 0::bigint $$;\n`,
      )
    }
    return { binDir: join(lib, major, 'bin'), remove }
  } catch (error) {
    remove()
    return `${(error as Error).message.split('\n')[0]}`
  }
}
