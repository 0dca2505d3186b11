// When a page counts as idle for "JS requested before idle" (tools/bench/js-before-idle.ts),
// and how the counted scripts are weighed from the served folder.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { CAP_AFTER_LOAD_MS, idleCutoff, QUIET_MS, scriptsBefore, servedFile, weighScripts, type Timeline } from './js-before-idle'
import { makeTempDir, removeTempDirs } from '../../tests/fixtures/catalogue/real-files'

afterAll(() => removeTempDirs())

const ORIGIN = 'http://127.0.0.1:4000'
const js = (name: string) => `${ORIGIN}/assets/${name}.js`

describe('idle cutoff', () => {
  it('is the data-islands marker when the page sets it, even after a quiet spell', () => {
    const timeline: Timeline = {
      loadAt: 1000,
      markerAt: 2600,
      requests: [
        { url: js('entry'), start: 100, end: 400 },
        { url: js('react'), start: 1900, end: 2100 }, // after 900 ms of quiet: the entry waited for the LCP paint
        { url: js('menu'), start: 5000, end: 5100 }, // a visitor opened the menu
      ],
    }
    const cutoff = idleCutoff(timeline)
    expect(cutoff).toEqual({ at: 2600, by: 'marker' })
    expect(scriptsBefore(timeline, cutoff)).toEqual([js('entry'), js('react')])
  })

  it('without the marker, is the first moment after load with no script in flight or started for QUIET_MS', () => {
    const timeline: Timeline = {
      loadAt: 1000,
      requests: [
        { url: js('entry'), start: 100, end: 1200 }, // still in flight at load
        { url: js('island'), start: 1500, end: 1600 }, // starts within the quiet window after the entry
        { url: js('popup'), start: 2900, end: 3000 }, // quiet from 1600 to 2100 comes first
      ],
    }
    const cutoff = idleCutoff(timeline)
    expect(cutoff).toEqual({ at: 1600, by: 'quiet' })
    expect(scriptsBefore(timeline, cutoff)).toEqual([js('entry'), js('island')])
    expect(idleCutoff({ loadAt: 500, requests: [{ url: js('a'), start: 10, end: 20 }] })).toEqual({ at: 500, by: 'quiet' })
  })

  it('without the marker, waits for the first paint too: a client that starts after it is counted', () => {
    const timeline: Timeline = {
      loadAt: 1000,
      paintAt: 1900, // a busy machine: 900 ms between load and the first paint
      requests: [
        { url: js('loader'), start: 100, end: 300 },
        { url: js('entry'), start: 1950, end: 2100 }, // requested by the loader after the paint
      ],
    }
    const cutoff = idleCutoff(timeline)
    expect(cutoff).toEqual({ at: 2100, by: 'quiet' })
    expect(scriptsBefore(timeline, cutoff)).toEqual([js('loader'), js('entry')])
    // Without the paint the same timeline would stop at load, before the entry.
    expect(idleCutoff({ ...timeline, paintAt: undefined })).toEqual({ at: 1000, by: 'quiet' })
    // A paint later than the cap leaves the cap.
    expect(idleCutoff({ loadAt: 0, paintAt: CAP_AFTER_LOAD_MS + 100, requests: [] })).toEqual({ at: CAP_AFTER_LOAD_MS, by: 'cap' })
  })

  it('without the marker and without a quiet window, stops CAP_AFTER_LOAD_MS after load (before the 3 s popup)', () => {
    const steady = Array.from({ length: 40 }, (_, i) => ({ url: js(`c${i}`), start: 1000 + i * 100, end: 1000 + i * 100 + 150 }))
    const cutoff = idleCutoff({ loadAt: 1000, requests: steady })
    expect(cutoff).toEqual({ at: 1000 + CAP_AFTER_LOAD_MS, by: 'cap' })
    expect(CAP_AFTER_LOAD_MS).toBeLessThan(3000)
    // A request that never finishes keeps the network busy.
    expect(idleCutoff({ loadAt: 0, requests: [{ url: js('hang'), start: 0 }] }).by).toBe('cap')
    // A quiet window must fit before the cap.
    expect(idleCutoff({ loadAt: 0, requests: [{ url: js('long'), start: 0, end: CAP_AFTER_LOAD_MS - QUIET_MS + 1 }] }).by).toBe('cap')
  })

  it('counts a file requested twice once', () => {
    const timeline: Timeline = {
      loadAt: 0,
      markerAt: 50,
      requests: [
        { url: js('a'), start: 1, end: 2 },
        { url: js('a'), start: 3, end: 4 },
      ],
    }
    expect(scriptsBefore(timeline, idleCutoff(timeline))).toEqual([js('a')])
  })
})

describe('weighing the counted scripts', () => {
  it('gzips each file from the served folder', () => {
    const root = makeTempDir('bench-idle-')
    fs.mkdirSync(path.join(root, 'assets'))
    const bodies = { entry: 'export const a=1;'.repeat(200), island: 'console.log("island")' }
    for (const [name, body] of Object.entries(bodies)) fs.writeFileSync(path.join(root, 'assets', `${name}.js`), body)
    const weight = weighScripts(root, ORIGIN, [js('entry'), js('island')])
    const gz = (s: string) => gzipSync(Buffer.from(s)).length
    expect(weight.files).toEqual([
      { path: '/assets/entry.js', gzip: gz(bodies.entry) },
      { path: '/assets/island.js', gzip: gz(bodies.island) },
    ])
    expect(weight.gzip).toBe(gz(bodies.entry) + gz(bodies.island))
    expect(() => weighScripts(root, ORIGIN, [js('missing')])).toThrow(/has no file/)
    expect(() => weighScripts(root, ORIGIN, ['https://cdn.example.com/x.js'])).toThrow(/cannot weigh it/)
  })

  it('maps only same-origin paths inside the root', () => {
    expect(servedFile('/srv/site', ORIGIN, `${ORIGIN}/a/b.js?v=1`)).toBe('/srv/site/a/b.js')
    expect(servedFile('/srv/site', ORIGIN, `${ORIGIN}/..%2f..%2fetc/passwd`)).toBeUndefined()
    expect(servedFile('/srv/site', ORIGIN, 'http://other:1/a.js')).toBeUndefined()
  })
})
