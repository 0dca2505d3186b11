import AxeBuilder from '@axe-core/playwright'
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner'
import { toMatchImageSnapshot } from 'jest-image-snapshot'
import path from 'node:path'
import type { Page } from 'playwright'

/** Committed visual baseline: one PNG per story, named by story id. */
const SNAPSHOT_DIR = path.join(process.cwd(), 'stories', '__image_snapshots__')
const DEFAULT_VIEWPORT = { width: 1024, height: 768 }

/** Freezes everything that moves so two runs paint the same pixels. */
const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  scroll-behavior: auto !important;
  caret-color: transparent !important;
}`

type SnapshotParams = {
  disable?: boolean
  target?: 'root' | 'viewport'
  viewport?: { width: number; height: number }
}

async function freezeMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The test-runner keeps one page per file and renders stories into it, so add the tag once.
  const present = await page.evaluate(() => Boolean(document.getElementById('sb-test-freeze')))
  if (!present) await page.addStyleTag({ content: FREEZE_CSS }).then((h) => h.evaluate((el) => (el.id = 'sb-test-freeze')))
}

async function settle(page: Page) {
  await waitForPageReady(page)
  await page.evaluate(async () => {
    await document.fonts.ready
    // Finish whatever is still running (Ark's presence animations, spinners) or stop at 2s.
    const running = document.getAnimations().map((a) => {
      if (a.effect?.getTiming().iterations === Infinity) {
        a.pause()
        a.currentTime = 0
        return Promise.resolve()
      }
      return a.finished.catch(() => undefined)
    })
    await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, 2000))])
    // Two frames so layout and paint have caught up.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot })
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context)
    const snapshot = (story.parameters.snapshot ?? {}) as SnapshotParams
    await page.setViewportSize(snapshot.viewport ?? DEFAULT_VIEWPORT)
    await freezeMotion(page)
  },

  async postVisit(page, context) {
    const story = await getStoryContext(page, context)
    const params = story.parameters
    await settle(page)

    // 1. Accessibility: serious and critical axe violations fail the story.
    if (!params.a11y?.disable) {
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true) // one frame, no extra blank page per story
        .exclude('#storybook-docs')
        .analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      const report = blocking.map(
        (v) => `${v.impact}: ${v.id} (${v.help})\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
      )
      expect(report).toEqual([])
    }

    // 2. Visual baseline.
    const snapshot = (params.snapshot ?? {}) as SnapshotParams
    if (snapshot.disable) return
    const image =
      snapshot.target === 'viewport'
        ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
        : await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' })
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOT_DIR,
      customSnapshotIdentifier: context.id,
      // pixelmatch per-pixel colour tolerance absorbs anti-aliasing; more than 0.01 % of the
      // pixels differing (or any change of size) is a real change.
      customDiffConfig: { threshold: 0.1 },
      failureThreshold: 0.0001,
      failureThresholdType: 'percent',
      storeReceivedOnFailure: true,
    })
  },
}

export default config
