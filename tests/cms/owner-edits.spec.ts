// The owner edits the catalogue in a browser and sees it on the rebuilt site (decision 140):
// `npm run cms` (decap-server in git mode, https://decapcms.org/docs/working-with-a-local-git-repository/,
// beside vike dev) in a temporary clone of this repository; every save must change the file on
// disk and make a commit; one rebuild then shows every change.
import { expect, test, type Page } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

test.describe.configure({ mode: 'serial' })

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let clone = ''
let cms: ChildProcess | undefined
let siteServer: ChildProcess | undefined
let cmsUrl = ''
let siteUrl = ''
let cmsLog = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim()
const readData = (file: string) => fs.readFileSync(path.join(clone, 'data', file), 'utf8')

/** Stops a server started here and everything it started (its process group). */
function stop(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

async function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${cmsLog}`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      cmsLog += chunk.toString()
      const match = pattern.exec(cmsLog)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (cmsLog += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${cmsLog}`)))
  })
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  clone = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'))
  execFileSync('git', ['clone', '--quiet', repoRoot, clone])
  // The clone's own node_modules folder of links to this checkout's packages: nothing to install,
  // and the dev server's cache (node_modules/.vite) stays in the clone.
  fs.mkdirSync(path.join(clone, 'node_modules'))
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '.vite' && entry !== '.cache') fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(clone, 'node_modules', entry))
  }
  execFileSync('git', ['config', 'user.email', 'owner@example.com'], { cwd: clone })
  execFileSync('git', ['config', 'user.name', 'The Owner'], { cwd: clone })
  execFileSync(path.join(clone, 'node_modules/.bin/panda'), ['codegen', '--silent'], { cwd: clone })
  const [sitePort, proxyPort] = [await freePort(), await freePort()]
  cms = spawn('npm', ['run', 'cms'], { cwd: clone, env: { ...process.env, PORT: String(sitePort), CMS_PROXY_PORT: String(proxyPort) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  cmsUrl = (await waitForOutput(cms, /Content manager: +(http:\S+)/, 200_000))[1]!
})

test.afterAll(() => {
  stop(cms)
  stop(siteServer)
  if (clone) fs.rmSync(clone, { recursive: true, force: true })
})

async function openCms(page: Page, hash: string): Promise<void> {
  await page.goto(`${cmsUrl}#${hash}`)
  // The local proxy needs no account: Decap shows a Login button that just enters.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 })
}

/**
 * Publish now, then wait for the commit: in development the site reloads every open page once a
 * saved catalogue file passes the check (lib/catalogue/vite-plugin.ts), /admin included, so the
 * commit is the sign that the save went through, not a message on a page about to reload.
 */
async function publishAndWaitForCommit(page: Page): Promise<void> {
  const commits = Number(git('rev-list', '--count', 'HEAD'))
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect.poll(() => Number(git('rev-list', '--count', 'HEAD')), { timeout: 60_000 }).toBe(commits + 1)
}

test('the owner changes the Sedan price of Signature Detail to 359 and saves: the file changes and a commit is made', async ({ page }) => {
  const before = readData('services.json')
  await openCms(page, '/collections/catalogue/entries/services')
  const sedan = page
    .locator('div')
    .filter({ has: page.locator('[class*=NestedObjectLabel]', { hasText: /^Signature Detail \(Sedan\)$/ }) })
    .filter({ has: page.getByLabel('Price', { exact: true }) })
    .last()
  await sedan.getByRole('button').first().click() // unfold the variant
  await sedan.getByLabel('Price', { exact: true }).fill('359')
  await publishAndWaitForCommit(page)
  // Only the price changed: every other byte of the file is as it was.
  expect(readData('services.json')).toBe(before.replace(/("id": "signature-detail-sedan",[\s\S]*?"price": )349/, '$1359'))
  expect(git('show', '--stat', '--format=%s', 'HEAD')).toMatch(/data\/services\.json \| 2 \+-/)
})
