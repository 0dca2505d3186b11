// The before/after gallery (docs/decisions/153-before-after-gallery.md) over the e2e build, which
// reads the fixture pair of tests/fixtures/gallery/gallery.json (scripts/test.sh, CATALOGUE_GALLERY_FILE):
// the slider is a real slider to the keyboard and to assistive technology, a touch drag moves it,
// its code comes only near the viewport and after idle, and without script the two photos stand side by side.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { islandChunk } from './fixtures/built-scripts'
import { expect, seriousAxeViolations, test } from './fixtures/test'

interface FixturePair {
  id: string
  service: string
  vehicle: string
  caption: string
  before: { alt: string }
  after: { alt: string }
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/gallery/gallery.json', import.meta.url), 'utf8')) as { pairs: FixturePair[] }
const pair = fixture.pairs[0]!
const SERVICE_PAGE = `/services/${pair.service}`
const PHONE = { width: 390, height: 844 }
const sliderName = `Before and after: ${pair.vehicle}`

const slider = (page: Page) => page.getByRole('slider', { name: sliderName })

/** Presses `key` on the thumb until the slider answers it: presses before hydration reach no script. */
async function pressUntil(page: Page, key: string, valueNow: string) {
  await expect(async () => {
    await slider(page).press(key)
    await expect(slider(page)).toHaveAttribute('aria-valuenow', valueNow, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

test.describe('on a service page', () => {
  test.use({ viewport: PHONE })

  test("shows the service's pair below the page with its caption, lazy images of reserved size, and the slider's code only after idle and near", async ({ page, problems }) => {
    const chunk = islandChunk('before-after')
    await page.goto(SERVICE_PAGE)
    const section = page.getByRole('region', { name: /before and after/i })
    await expect(section.getByRole('figure')).toContainText(pair.caption)
    for (const alt of [pair.before.alt, pair.after.alt]) {
      const img = section.getByRole('img', { name: alt })
      await expect(img).toHaveAttribute('loading', 'lazy')
      await expect(img).toHaveAttribute('width', /\d+/)
      await expect(img).toHaveAttribute('height', /\d+/)
    }
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'idle', { timeout: 20_000 })
    await slider(page).scrollIntoViewIfNeeded()
    // When the slider's own chunk was requested, against the islands-idle mark (lib/islands/protocol.ts).
    const timing = () =>
      page.evaluate((path) => {
        const idle = performance.getEntriesByName('islands-idle')[0]?.startTime ?? null
        const request = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime ?? null
        return { idle, request }
      }, chunk)
    await expect.poll(async () => (await timing()).request, { timeout: 20_000 }).not.toBeNull()
    const { idle, request } = await timing()
    expect(request!, 'the slider is below the fold on a phone: its code comes after idle').toBeGreaterThan(idle!)
    await pressUntil(page, 'End', '100')
    expect(problems.errors).toEqual([])
  })
})

test.describe('the slider', () => {
  test('is a slider with value text that arrow keys, Home and End move', async ({ page, problems }) => {
    await page.goto(SERVICE_PAGE)
    await slider(page).scrollIntoViewIfNeeded()
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '50')
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '50% before, 50% after')
    await pressUntil(page, 'ArrowRight', '51')
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '51% before, 49% after')
    await slider(page).press('Home')
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '0')
    await slider(page).press('ArrowLeft')
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '0')
    await slider(page).press('End')
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '100% before, 0% after')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems.errors).toEqual([])
  })

  test('follows a touch drag across the photos: the control takes touch pointers and stops the page from scrolling', async ({ page, problems }) => {
    await page.setViewportSize(PHONE)
    await page.goto(SERVICE_PAGE)
    await slider(page).scrollIntoViewIfNeeded()
    await pressUntil(page, 'Home', '0')
    const control = page.locator('[data-scope="slider"][data-part="control"]')
    await expect(control).toHaveCSS('touch-action', 'none')
    const box = (await control.boundingBox())!
    // What a finger on a touch screen delivers to the page: pointer events of type "touch".
    const at = (share: number) => ({ pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, clientX: box.x + box.width * share, clientY: box.y + box.height / 2, bubbles: true })
    await control.dispatchEvent('pointerdown', at(0.2))
    await expect.poll(async () => Number(await slider(page).getAttribute('aria-valuenow'))).toBeGreaterThan(10)
    await page.evaluate((init) => document.dispatchEvent(new PointerEvent('pointermove', init)), at(0.75))
    await page.evaluate((init) => document.dispatchEvent(new PointerEvent('pointerup', init)), at(0.75))
    await expect.poll(async () => Number(await slider(page).getAttribute('aria-valuenow'))).toBeGreaterThan(60)
    expect(problems.errors).toEqual([])
  })
})

test.describe('the gallery page', () => {
  test('lists every pair under its service, linked from the footer, and passes axe', async ({ page, problems }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Before & After' }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before and After')
    await expect(page.getByRole('link', { name: /^About / })).toHaveAttribute('href', SERVICE_PAGE)
    await expect(page.getByRole('figure')).toContainText(pair.caption)
    await slider(page).scrollIntoViewIfNeeded()
    await pressUntil(page, 'ArrowLeft', '49')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(problems.errors).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the two photos stand side by side with their tags and caption, and no slider shows', async ({ page }) => {
    await page.goto(SERVICE_PAGE)
    const figure = page.getByRole('figure').filter({ hasText: pair.caption })
    await figure.scrollIntoViewIfNeeded()
    await expect(figure.getByText('Before', { exact: true })).toBeVisible()
    await expect(figure.getByText('After', { exact: true })).toBeVisible()
    const before = (await figure.getByRole('img', { name: pair.before.alt }).boundingBox())!
    const after = (await figure.getByRole('img', { name: pair.after.alt }).boundingBox())!
    expect(before.x + before.width).toBeLessThanOrEqual(after.x)
    expect(Math.abs(before.y - after.y)).toBeLessThan(1)
    await expect(page.getByRole('slider')).toHaveCount(0)
  })
})
