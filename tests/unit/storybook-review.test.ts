import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeReviewPage } from '../../scripts/storybook-review'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A test-runner run's output as jest-image-snapshot leaves it: diffs, received images, baselines. */
function run(changed: string[]) {
  root = mkdtempSync(path.join(tmpdir(), 'review-'))
  const failures = path.join(root, 'failures')
  const baseline = path.join(root, 'baseline')
  for (const dir of [path.join(failures, '__diff_output__'), path.join(failures, '__received_output__'), baseline]) mkdirSync(dir, { recursive: true })
  for (const id of changed) {
    writeFileSync(path.join(failures, '__diff_output__', `${id}-diff.png`), 'diff')
    writeFileSync(path.join(failures, '__received_output__', `${id}-received.png`), 'after')
    writeFileSync(path.join(baseline, `${id}.png`), 'before')
  }
  return { failures, baseline, out: path.join(root, 'review') }
}

describe('visual review page', () => {
  it('lists each changed story with before, after, difference and its approve command', () => {
    const { failures, baseline, out } = run(['ui-alert--statuses', 'booking-zip-check--in-area'])
    const page = writeReviewPage(failures, baseline, out)
    expect(page).toBe(path.join(out, 'index.html'))
    const html = readFileSync(page!, 'utf8')
    expect(html).toContain('<h1>Visual review: 2 changed stories</h1>')
    expect(html).toContain('npm run test-storybook:update -- --story ui-alert--statuses')
    for (const kind of ['before', 'after', 'diff']) {
      expect(html).toContain(`images/ui-alert--statuses-${kind}.png`)
      // The images are copied beside the page: the next run empties the failure folder.
      expect(readFileSync(path.join(out, 'images', `ui-alert--statuses-${kind}.png`), 'utf8')).toBe(kind === 'diff' ? 'diff' : kind)
    }
  })

  it('writes no page, and removes the last one, when nothing changed', () => {
    const { failures, baseline, out } = run([])
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, 'index.html'), 'stale')
    expect(writeReviewPage(failures, baseline, out)).toBeNull()
    expect(existsSync(out)).toBe(false)
  })
})
