import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner'
import axe from 'axe-core'
import { toMatchImageSnapshot } from 'jest-image-snapshot'
import path from 'node:path'
import type { Page } from 'playwright'
import { SNAPSHOT_DIFF } from './snapshot-diff'
import { presetSize } from './viewports'
import { A11Y_CONTEXT, BLOCKING_IMPACTS, SHARED_RULES, axeRunRules, rulesOffWithoutReason, type A11yParameters, type A11yRule } from './a11y-rules'

/** Committed visual baseline: one PNG per story, named by story id. */
const SNAPSHOT_DIR = path.join(process.cwd(), 'stories', '__image_snapshots__')
/** Diffs and received images of failures: git-ignored (test-results/), kept for CI artefacts. */
const FAILURE_DIR = path.join(process.cwd(), 'test-results', 'storybook')
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
  target?: 'root' | 'viewport' | 'page'
  viewport?: { width: number; height: number }
}

async function freezeMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The test-runner keeps one page per file and renders stories into it, so add the tag once.
  const present = await page.evaluate(() => Boolean(document.getElementById('sb-test-freeze')))
  if (!present) await page.addStyleTag({ content: FREEZE_CSS }).then((h) => h.evaluate((el) => (el.id = 'sb-test-freeze')))
}

/**
 * axe-core, injected once per page (the runner renders many stories into one page) and run with
 * the story's rules (the same list the a11y panel gets, .storybook/a11y-rules.ts) and only
 * violations collected: much faster than a fresh builder per story.
 */
async function axeViolations(page: Page, rules: readonly A11yRule[]): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  return page.evaluate(
    async ({ context, runRules }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe
      const results = await runner.run({ include: [[context.include]], exclude: context.exclude.map((selector) => [selector]) }, { resultTypes: ['violations'], rules: runRules })
      return results.violations
    },
    { context: A11Y_CONTEXT, runRules: axeRunRules(rules) },
  )
}

/**
 * Stories share one page per file, and Chromium's :focus-visible heuristic remembers the last
 * trusted input. Start every story from the same state: a real mouse click on a throw-away
 * overlay (input modality = pointer, nothing focused, nothing under it is activated).
 */
async function resetInputModality(page: Page) {
  await page.evaluate(() => {
    const shield = document.createElement('div')
    shield.id = 'sb-test-input-reset'
    shield.style.cssText = 'position:fixed;inset:0;z-index:2147483647'
    document.body.appendChild(shield)
  })
  await page.mouse.click(1, 1)
  await page.evaluate(() => {
    document.getElementById('sb-test-input-reset')?.remove()
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })
}

async function settle(page: Page) {
  await waitForPageReady(page)
  await page.evaluate(async () => {
    await document.fonts.ready
    // Full-page snapshots reach below the fold, where images are lazy: load and decode every image
    // first, or the baseline depends on how far the browser had got (a flaky blank card).
    const images = [...document.images]
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    // Jump every finite animation to its end state (Ark's presence animations may sit paused)
    // and park infinite ones (spinners) at their first frame.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) {
        animation.pause()
        animation.currentTime = 0
      } else {
        try {
          animation.finish()
        } catch {
          // A zero-length or detached animation has nothing to finish.
        }
      }
    }
    // Two frames so layout and paint have caught up.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

const config: TestRunnerConfig = {
  // A story tagged 'skip-test' is listed as skipped (say why next to the tag).
  tags: { skip: ['skip-test'] },
  setup() {
    expect.extend({ toMatchImageSnapshot })
  },

  /**
   * The test-runner's own prepare (open iframe.html), then the a11y add-on's automatic run is
   * switched off for this page (its `a11y.manual` global): the runner runs axe itself, once, after
   * the story has settled (postVisit), where the add-on would run it a second time mid-settle.
   */
  async prepare({ page }) {
    const target = process.env.TARGET_URL
    if (!target) throw new Error('TARGET_URL is not set: the test-runner sets it from --url')
    await page.goto(new URL('iframe.html', target).toString(), { waitUntil: 'load' })
    await page.evaluate(async () => {
      type PreviewWeb = { ready(): Promise<void>; onUpdateGlobals(update: { globals: object }): Promise<void> }
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewWeb }).__STORYBOOK_PREVIEW__
      await preview.ready()
      await preview.onUpdateGlobals({ globals: { a11y: { manual: true } } })
    })
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context)
    const snapshot = (story.parameters.snapshot ?? {}) as SnapshotParams
    // A story on a viewport preset (globals: onViewport('phone')) is photographed at that size.
    // getStoryContext hands back the prepared story, whose own globals are `storyGlobals`.
    const storyGlobals = (story as { storyGlobals?: Record<string, unknown> }).storyGlobals
    await page.setViewportSize(presetSize(storyGlobals) ?? snapshot.viewport ?? DEFAULT_VIEWPORT)
    await freezeMotion(page)
    await resetInputModality(page)
  },

  async postVisit(page, context) {
    // A failed render or play is already the failure; never snapshot (or write) a broken state.
    if (context.hasFailure) return
    const story = await getStoryContext(page, context)
    const params = story.parameters
    const t0 = Date.now()
    await settle(page)
    const t1 = Date.now()

    // 1. Accessibility: serious and critical axe violations fail the story, under the rules the
    // a11y panel shows it with; a rule turned off must say why.
    const a11y = (params.a11y ?? {}) as A11yParameters
    if (!a11y.disable) {
      const rules = a11y.config?.rules ?? SHARED_RULES
      expect(rulesOffWithoutReason(rules)).toEqual([])
      const violations = await axeViolations(page, rules)
      const blocking = violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''))
      const report = blocking.map((v) => `${v.impact}: ${v.id} (${v.help})\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
      expect(report).toEqual([])
    }

    const t2 = Date.now()
    if (process.env.STORYBOOK_TEST_TIMING) {
      const moving = await page.evaluate(() => document.getAnimations().map((a) => `${(a as CSSAnimation).animationName ?? 'transition'}:${a.playState}`))
      console.log(`${context.id}: settle ${t1 - t0} ms, axe ${t2 - t1} ms, animations [${moving.join(', ')}]`)
    }
    // 2. Visual baseline.
    const snapshot = (params.snapshot ?? {}) as SnapshotParams
    if (snapshot.disable) return
    const shot = { animations: 'disabled', caret: 'hide' } as const
    const image =
      snapshot.target === 'viewport' || snapshot.target === 'page' ? await page.screenshot({ ...shot, fullPage: snapshot.target === 'page' }) : await page.locator('#storybook-root').screenshot(shot)
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOT_DIR,
      customSnapshotIdentifier: context.id,
      ...SNAPSHOT_DIFF,
      storeReceivedOnFailure: true,
      customDiffDir: path.join(FAILURE_DIR, '__diff_output__'),
      customReceivedDir: path.join(FAILURE_DIR, '__received_output__'),
    })
  },
}

export default config
