// The owner edits the catalogue in a browser and sees it on the rebuilt site (docs/decisions/140-cms-at-admin.md):
// `npm run cms` (decap-server's git mode, https://decapcms.org/docs/working-with-a-local-git-repository/,
// beside vike dev) in a fresh temporary clone of this repository, which it must install itself;
// its proxy answers only that site; every save must change the file on disk and make a commit;
// one rebuild then shows every change.
import { expect, test, type Page } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
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
let proxyUrl = ''
let siteOrigin = ''

/**
 * The owner's environment: npm test's e2e build points the catalogue at a fixture gallery
 * (CATALOGUE_GALLERY_FILE, scripts/test.sh); the owner's CMS and rebuild read the clone's own data/.
 */
const { CATALOGUE_GALLERY_FILE: _e2eGallery, ...ownerEnv } = process.env

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
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code} before ${pattern}:\n${cmsLog}`))
    })
  })
}

test.beforeAll(async () => {
  // A fresh clone as a new owner has it: no node_modules, no generated styles. `npm run cms` must
  // install what is missing itself (scripts/ensure-deps.sh, as npm start does); that one install
  // serves every test of this file.
  test.setTimeout(1_500_000)
  clone = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'))
  execFileSync('git', ['clone', '--quiet', repoRoot, clone])
  expect(fs.existsSync(path.join(clone, 'node_modules'))).toBe(false)
  execFileSync('git', ['config', 'user.email', 'owner@example.com'], { cwd: clone })
  execFileSync('git', ['config', 'user.name', 'The Owner'], { cwd: clone })
  const [sitePort, proxyPort] = [await freePort(), await freePort()]
  const started = Date.now()
  cms = spawn('npm', ['run', 'cms'], { cwd: clone, env: { ...ownerEnv, PORT: String(sitePort), CMS_PROXY_PORT: String(proxyPort) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  cmsUrl = (await waitForOutput(cms, /Content manager: +(http:\S+)/, 1_400_000))[1]!
  cmsLog += `\n[owner-edits.spec.ts] npm run cms in the fresh clone printed its address after ${Math.round((Date.now() - started) / 1000)} s\n`
  proxyUrl = `http://127.0.0.1:${proxyPort}/api/v1`
  siteOrigin = `http://localhost:${sitePort}`
})

test.afterAll(() => {
  // What npm run cms printed, for a failed run's report.
  fs.mkdirSync(path.join(repoRoot, 'test-results/cms'), { recursive: true })
  fs.writeFileSync(path.join(repoRoot, 'test-results/cms/npm-run-cms.log'), cmsLog)
  stop(cms)
  stop(siteServer)
  if (clone) fs.rmSync(clone, { recursive: true, force: true })
})

/** A request to the CMS proxy with the Host and Origin a browser would send (fetch cannot set Host). */
function askProxy(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(proxyUrl)
  const payload = JSON.stringify({ action: 'getEntry', params: { branch: git('branch', '--show-current'), path: 'data/services.json' } })
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host: url.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.once('error', reject)
    request.end(payload)
  })
}

test('npm run cms in a fresh clone installed what it needed and serves /admin; its proxy answers only that site', async () => {
  expect(fs.existsSync(path.join(clone, 'node_modules/.bin/tsx'))).toBe(true)
  const admin = await fetch(cmsUrl)
  expect(admin.status).toBe(200)
  expect(admin.headers.get('content-type')).toContain('text/html')
  // The site's own /admin reads the catalogue through the proxy...
  const own = await askProxy({ origin: siteOrigin })
  expect(own.status).toBe(200)
  expect(own.body).toContain('signature-detail-sedan')
  // ...another local page does not, nor a stranger's page rebound to 127.0.0.1 (its Host is its own name).
  const foreignOrigin = await askProxy({ origin: 'http://localhost:6006' })
  expect(foreignOrigin.status).toBe(403)
  expect(foreignOrigin.body).not.toContain('signature-detail')
  const foreignHost = await askProxy({ origin: siteOrigin, host: `attacker.example:${new URL(proxyUrl).port}` })
  expect(foreignHost.status).toBe(403)
  expect(foreignHost.body).not.toContain('signature-detail')
})

async function openCms(page: Page, hash: string): Promise<void> {
  expect(cms?.exitCode, `npm run cms stopped:\n${cmsLog.slice(-3000)}`).toBeNull()
  await page.goto(`${cmsUrl}#${hash}`)
  // The local proxy needs no account: Decap shows a Login button that just enters.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 })
}

/**
 * Publish now, then wait for the commit: in development the site reloads every open page once a
 * saved catalogue file passes the check (build/catalogue-check.ts), /admin included, so the
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
  // A price the catalogue check refuses is refused in the form, in the check's words, and not saved.
  const commits = Number(git('rev-list', '--count', 'HEAD'))
  await sedan.getByLabel('Price', { exact: true }).fill('-5')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect(sedan.getByText('Price: expected a whole number >= 0.')).toBeVisible()
  expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commits)
  await sedan.getByLabel('Price', { exact: true }).fill('359')
  await publishAndWaitForCommit(page)
  // Only the price changed: every other byte of the file is as it was.
  expect(readData('services.json')).toBe(before.replace(/("id": "signature-detail-sedan",[\s\S]*?"price": )349/, '$1359'))
  expect(git('show', '--stat', '--format=%s', 'HEAD')).toMatch(/data\/services\.json \| 2 \+-/)
})

test('the owner adds a service page "Window Tinting": the page is appended to service-pages.json and committed', async ({ page }) => {
  const before = JSON.parse(readData('service-pages.json')) as { pages: Array<Record<string, unknown>> }
  await openCms(page, '/collections/catalogue/entries/service-pages')
  await page.getByRole('button', { name: 'Add service page' }).click()
  // The new page is the last item of the list: its fields, scoped to it.
  const item = page.locator('input[id^=slug-field-]').last().locator('xpath=ancestor::div[.//label[normalize-space()="Category"]][1]')
  await item.getByLabel('Slug', { exact: true }).fill('window-tinting')
  await item.getByLabel('Name', { exact: true }).fill('Window Tinting')
  await item.getByLabel('Title', { exact: true }).fill('Window Tinting in Katy, TX | Katy Mobile Detailing')
  await item.getByLabel('Description', { exact: true }).first().fill('Ceramic window film fitted at your home in Katy: cooler cabins, more privacy and UV protection, with a lifetime warranty.')
  await item.getByLabel('Heading', { exact: true }).fill('Window Tinting: cooler, more private, UV-safe')
  await item.getByLabel('Summary', { exact: true }).fill('Ceramic window film that keeps the Texas heat and UV out, fitted in your driveway.')
  await item.getByRole('button', { name: 'Add description' }).click()
  await item.getByLabel('Item', { exact: true }).last().fill('We fit ceramic film that blocks heat without blocking your phone signal.')
  await item.getByRole('button', { name: 'Add included' }).click()
  await item.getByLabel('Item', { exact: true }).last().fill('Side and rear windows in the shade you choose')
  // An image from the site's image folder, through Decap's media library.
  await item.getByRole('button', { name: 'Choose an image' }).click()
  await page.getByText('logo.svg', { exact: true }).click()
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await item.getByLabel('Width', { exact: true }).fill('400')
  await item.getByLabel('Height', { exact: true }).fill('300')
  await item.getByLabel('Alt', { exact: true }).fill('A car with tinted windows')
  await item.getByLabel('Quote note (optional)', { exact: true }).fill('Priced by vehicle and film: we quote after seeing the car.')
  await item.getByLabel('Category', { exact: true }).click()
  await page.getByRole('option', { name: 'Specialty', exact: true }).click()
  await publishAndWaitForCommit(page)

  const after = readData('service-pages.json')
  const saved = JSON.parse(after) as { pages: Array<Record<string, unknown>> }
  expect(saved.pages.at(-1)).toEqual({
    slug: 'window-tinting',
    name: 'Window Tinting',
    seo: {
      title: 'Window Tinting in Katy, TX | Katy Mobile Detailing',
      description: 'Ceramic window film fitted at your home in Katy: cooler cabins, more privacy and UV protection, with a lifetime warranty.',
    },
    heading: 'Window Tinting: cooler, more private, UV-safe',
    summary: 'Ceramic window film that keeps the Texas heat and UV out, fitted in your driveway.',
    description: ['We fit ceramic film that blocks heat without blocking your phone signal.'],
    included: ['Side and rear windows in the shade you choose'],
    image: { src: '/images/logo.svg', width: 400, height: 300, alt: 'A car with tinted windows' },
    quoteNote: 'Priced by vehicle and film: we quote after seeing the car.',
    bookable: false,
    category: 'Specialty',
  })
  // Nothing else in the file moved: the other pages are the same, byte for byte.
  expect(saved.pages.slice(0, -1)).toEqual(before.pages)
  expect(after.startsWith(JSON.stringify({ $schema: './schemas/service-pages.schema.json', pages: before.pages }, null, 2).replace(/\n {2}\]\n\}$/, ''))).toBe(true)
})

test("the owner adds a before-and-after pair, choosing its service by name from the service pages: the file gets the page's slug", async ({ page }) => {
  await openCms(page, '/collections/catalogue/entries/gallery')
  await page.getByRole('button', { name: 'Add before and after pair' }).click()
  const item = page.locator('input[id^=id-field-]').last().locator('xpath=ancestor::div[.//label[normalize-space()="Caption"]][1]')
  await item.getByLabel('ID', { exact: true }).fill('driveway-full-detail')
  // The service is picked from the service pages' names (lib/cms/config.ts pickField), never typed as a slug.
  await item.getByLabel('Service', { exact: true }).fill('Full')
  await page.getByRole('option', { name: 'Full Detail Package', exact: true }).click()
  await item.getByLabel('Vehicle', { exact: true }).fill('2019 Ford F-150')
  await item.getByLabel('Caption', { exact: true }).fill('A full detail in a Cinco Ranch driveway.')
  for (const [index, alt] of ['The truck before', 'The truck after'].entries()) {
    // Choosing the first photo turns its button into "Replace"; the next "Choose an image" is the after photo's.
    await item.getByRole('button', { name: 'Choose an image' }).first().click()
    await page.getByText('logo.svg', { exact: true }).click()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await item.getByLabel('Width', { exact: true }).nth(index).fill('400')
    await item.getByLabel('Height', { exact: true }).nth(index).fill('300')
    await item.getByLabel('Alt', { exact: true }).nth(index).fill(alt)
  }
  await publishAndWaitForCommit(page)

  const photo = (alt: string) => ({ src: '/images/logo.svg', width: 400, height: 300, alt })
  expect((JSON.parse(readData('gallery.json')) as { pairs: unknown[] }).pairs).toEqual([
    {
      id: 'driveway-full-detail',
      service: 'full-detail',
      vehicle: '2019 Ford F-150',
      caption: 'A full detail in a Cinco Ranch driveway.',
      before: photo('The truck before'),
      after: photo('The truck after'),
    },
  ])
})

// Decap lays its editor out at least 800px wide; /admin makes it fit a phone (components/cms/phone-layout.ts).
test('on a phone the editor, its Publish button and the media library fit the screen, the form without the preview beside it', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    const page = await phone.newPage()
    await openCms(page, '/collections/catalogue/entries/gallery')
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    const rightEdge = async (name: string) => {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox()
      return box ? box.x + box.width : Number.POSITIVE_INFINITY
    }
    await page.getByRole('button', { name: 'Add before and after pair' }).click()
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
    expect(await rightEdge('Publish')).toBeLessThanOrEqual(390)
    expect(await pageWidth()).toBeLessThanOrEqual(390)
    // The form has the screen to itself: its add button reaches past the middle.
    expect(await rightEdge('Add before and after pair')).toBeGreaterThan(300)

    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    await expect(page.getByRole('button', { name: 'Choose selected' })).toBeVisible()
    expect(await rightEdge('Choose selected')).toBeLessThanOrEqual(390)
    expect(await pageWidth()).toBeLessThanOrEqual(390)
  } finally {
    await phone.close()
  }
})

test('after one rebuild the site shows every change: $359.00 on the page and in the bag, /services/window-tinting listed and in the sitemap, the pair on /gallery', async ({ page }) => {
  test.setTimeout(480_000)
  stop(cms) // the rebuild has the machine to itself
  const built = await new Promise<string>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { cwd: clone, env: { ...ownerEnv, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    build.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run build exited with ${code}:\n${output.slice(-4000)}`))))
  })
  expect(built).toContain('write-seo-files')
  const port = await freePort()
  siteUrl = `http://127.0.0.1:${port}`
  siteServer = spawn(path.join(clone, 'node_modules/.bin/tsx'), ['tools/pages-dev/serve.ts', '--root', 'dist/client', '--host', '127.0.0.1', '--port', String(port), '--quiet'], {
    cwd: clone,
    detached: true,
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${siteUrl}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
  await page.addInitScript(() => {
    sessionStorage.setItem('hasSeenDiscountPopup', 'true')
    sessionStorage.setItem('hasSeenInteractiveTour', 'true')
  })

  // The new price on the service page and in the bag.
  await page.goto(`${siteUrl}/services/signature-detail`)
  await expect(page.getByRole('table').getByRole('row', { name: /Sedan/ })).toContainText('$359.00')
  const box = page.getByTestId('add-to-bag')
  await expect(box.getByRole('radio', { name: /Sedan/ })).toBeChecked()
  await box.getByRole('button', { name: /Add to Bag/ }).click()
  await page.getByRole('dialog', { name: 'Complete your detail' }).getByRole('button', { name: 'View My Bag' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Bag' })
  await expect(drawer.getByText('Signature Detail (Sedan)')).toBeVisible()
  await expect(drawer.getByTestId('bag-total')).toHaveText('$359.00')

  // The new page: its own route, the header's Services list, the sitemap.
  const response = await page.goto(`${siteUrl}/services/window-tinting`)
  expect(response?.status()).toBe(200)
  // Its h1 is the Heading typed in the CMS (the Name is the menus' and the breadcrumb's).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Window Tinting: cooler, more private, UV-safe')
  await expect(page.getByRole('navigation', { name: 'All services' }).getByRole('link', { name: 'Window Tinting' })).toHaveAttribute('href', '/services/window-tinting')
  // The header's Services list, an island: open it once the page's islands have hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', '', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Services', exact: true }).click()
  await expect(page.locator('#services-nav-list').getByRole('link', { name: 'Window Tinting' })).toHaveAttribute('href', '/services/window-tinting')
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text()
  expect(sitemap).toContain('/services/window-tinting</loc>')
  expect(sitemap).toContain('/gallery</loc>')

  // The pair: on /gallery, and on the page of the service picked for it.
  await page.goto(`${siteUrl}/gallery`)
  await expect(page.getByText('A full detail in a Cinco Ranch driveway.')).toBeVisible()
  await page.goto(`${siteUrl}/services/full-detail`)
  await expect(page.getByText('A full detail in a Cinco Ranch driveway.')).toBeVisible()
  expect(sitemap).not.toContain('/admin')

  // The built /admin under its own policy (docs/decisions/140-cms-at-admin.md): Decap starts with nothing refused.
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text())
  })
  await page.goto(`${siteUrl}/admin`)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  expect(refused).toEqual([])
  const adminPage = await fetch(`${siteUrl}/admin`)
  expect(await adminPage.text()).toContain('<meta name="robots" content="noindex"/>')
  const policy = adminPage.headers.get('content-security-policy')
  expect(policy).toContain("script-src 'self' 'unsafe-eval'")
  expect((await fetch(`${siteUrl}/`)).headers.get('content-security-policy')).not.toContain('unsafe-eval')
})
