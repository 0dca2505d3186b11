/**
 * The visual review page: after a test-runner run, one HTML file listing every story whose image
 * snapshot differs, with the approved image (before), the new one (after) and jest-image-snapshot's
 * difference side by side, for a designer to open in a browser (docs/decisions/020-storybook-visual-baseline.md).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type ReviewEntry = { storyId: string; before: string | null; after: string | null; diff: string }

/** The changed stories of a run: one per diff image jest-image-snapshot wrote (`<story-id>-diff.png`). */
export function changedStories(failureDir: string, snapshotDir: string): ReviewEntry[] {
  const diffDir = path.join(failureDir, '__diff_output__')
  if (!existsSync(diffDir)) return []
  return readdirSync(diffDir)
    .filter((name) => name.endsWith('-diff.png'))
    .sort()
    .map((name) => {
      const storyId = name.slice(0, -'-diff.png'.length)
      const before = path.join(snapshotDir, `${storyId}.png`)
      const after = path.join(failureDir, '__received_output__', `${storyId}-received.png`)
      return { storyId, before: existsSync(before) ? before : null, after: existsSync(after) ? after : null, diff: path.join(diffDir, name) }
    })
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page itself, with image paths relative to it. */
export function reviewHtml(entries: readonly { storyId: string; before: string | null; after: string | null; diff: string }[]): string {
  const figure = (label: string, src: string | null, wide = false) =>
    `<figure${wide ? ' class="diff"' : ''}><figcaption>${label}</figcaption>${src ? `<a href="${escape(src)}"><img src="${escape(src)}" alt="${label}" loading="lazy"></a>` : '<p>(none)</p>'}</figure>`
  const rows = entries
    .map(
      (e) => `<section id="${escape(e.storyId)}">
<h2>${escape(e.storyId)}</h2>
<p>Approve this one: <code>npm run test-storybook:update -- --story ${escape(e.storyId)}</code></p>
<div class="row">${figure('Before (approved)', e.before)}${figure('After (this run)', e.after)}${figure('Difference: before, changed pixels in red, after', e.diff, true)}</div>
</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: ${entries.length} changed ${entries.length === 1 ? 'story' : 'stories'}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#141a24}.row{display:grid;grid-template-columns:repeat(2,1fr);gap:1rem;align-items:start}
figure{margin:0}figure.diff{grid-column:1/-1}img{max-width:100%;border:1px solid #c7ced9}section{border-top:1px solid #c7ced9;padding:1rem 0}code{background:#f3f1ea;padding:0 .25rem}</style></head>
<body><h1>Visual review: ${entries.length} changed ${entries.length === 1 ? 'story' : 'stories'}</h1>
<p>Each story below looks different from its approved image. If the change is intended, approve all with
<code>npm run test-storybook:update</code>, or one story with the command under it; otherwise fix the change and run the tests again.</p>
<ul>${entries.map((e) => `<li><a href="#${escape(e.storyId)}">${escape(e.storyId)}</a></li>`).join('')}</ul>
${rows}
</body></html>
`
}

/**
 * Writes `<outDir>/index.html` with copies of the images beside it (the failure folder is
 * emptied by the next run), or removes a stale page when nothing changed. Returns the page's path.
 */
export function writeReviewPage(failureDir: string, snapshotDir: string, outDir: string): string | null {
  rmSync(outDir, { recursive: true, force: true })
  const entries = changedStories(failureDir, snapshotDir)
  if (entries.length === 0) return null
  mkdirSync(path.join(outDir, 'images'), { recursive: true })
  const copy = (file: string | null, suffix: string, storyId: string) => {
    if (!file) return null
    const name = `images/${storyId}-${suffix}.png`
    copyFileSync(file, path.join(outDir, name))
    return name
  }
  const local = entries.map((e) => ({ storyId: e.storyId, before: copy(e.before, 'before', e.storyId), after: copy(e.after, 'after', e.storyId), diff: copy(e.diff, 'diff', e.storyId) ?? '' }))
  const page = path.join(outDir, 'index.html')
  writeFileSync(page, reviewHtml(local))
  return page
}
