// Pure side of "JS requested before idle" (decision 110): from the timeline a real browser
// recorded (tools/bench/measure-js-before-idle.ts), when the page counts as idle, which
// script requests came before, and their gzipped weight read from the served folder.
//
// Idle is the moment the site's client entry sets <html data-islands="idle"> (every island that
// hydrates on load or on idle has hydrated). A build without that marker falls back to the
// first moment after `load` and the first paint with no script request in flight or started for
// QUIET_MS, and never later than CAP_AFTER_LOAD_MS after `load`: the discount popup (3 s) and
// anything loaded on a visitor's intent come later and are not counted. The paint matters: a
// client that starts after the largest paint (the island runtime, decision 110) requests nothing
// between `load` and that paint, which on a busy machine is longer than QUIET_MS.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The attribute value pages/+client.ts sets on <html data-islands> once the load/idle islands have hydrated. */
export const ISLANDS_IDLE = 'idle'
/** Fallback: network quiet this long after `load` (no script in flight, none started). */
export const QUIET_MS = 500
/** Fallback: never later than this after `load`, well before the 3 s discount popup. */
export const CAP_AFTER_LOAD_MS = 2500

/** One script request, times in ms on the recorder's clock; `end` undefined if it never finished. */
export interface ScriptRequest {
  url: string
  start: number
  end?: number
}

export interface Timeline {
  /** The `load` event. */
  loadAt: number
  /** The first largest-contentful-paint entry (plus a frame); undefined if none was seen. */
  paintAt?: number
  /** When <html data-islands="idle"> was seen; undefined when the page never set it. */
  markerAt?: number
  requests: ScriptRequest[]
}

export type IdleBy = 'marker' | 'quiet' | 'cap'

export interface IdleCutoff {
  at: number
  by: IdleBy
}

/** When the page is idle: the marker, else the first quiet window after load and paint, else the cap. */
export function idleCutoff(timeline: Timeline, quietMs = QUIET_MS, capMs = CAP_AFTER_LOAD_MS): IdleCutoff {
  if (timeline.markerAt !== undefined) return { at: timeline.markerAt, by: 'marker' }
  const cap = timeline.loadAt + capMs
  const settled = Math.max(timeline.loadAt, timeline.paintAt ?? timeline.loadAt)
  // Candidate starts of a quiet window: load and paint, and every moment a request ends after them.
  const candidates = [settled, ...timeline.requests.map((r) => r.end).filter((e): e is number => e !== undefined && e > settled)].sort((a, b) => a - b)
  for (const from of candidates) {
    if (from + quietMs > cap) break
    const to = from + quietMs
    const busy = timeline.requests.some((r) => r.start < to && (r.end === undefined || r.end > from))
    if (!busy) return { at: from, by: 'quiet' }
  }
  return { at: cap, by: 'cap' }
}

/** Script URLs requested before the cutoff, same order, each once. */
export function scriptsBefore(timeline: Timeline, cutoff: IdleCutoff): string[] {
  return [...new Set(timeline.requests.filter((r) => r.start <= cutoff.at).map((r) => r.url))]
}

/** Served file of a same-origin URL, or undefined for another origin or a path outside the root. */
export function servedFile(root: string, origin: string, url: string): string | undefined {
  const parsed = new URL(url)
  if (parsed.origin !== origin) return undefined
  const file = path.resolve(root, `.${decodeURIComponent(parsed.pathname)}`)
  return file.startsWith(path.resolve(root) + path.sep) ? file : undefined
}

export interface JsWeight {
  /** Site paths, e.g. "/assets/chunks/chunk-x.js", with each file's gzipped bytes. */
  files: Array<{ path: string; gzip: number }>
  gzip: number
}

/** Gzipped size (zlib default level, as page-weight.ts) of each requested script, from the served folder. */
export function weighScripts(root: string, origin: string, urls: string[]): JsWeight {
  const files = urls.map((url) => {
    const file = servedFile(root, origin, url)
    if (!file) throw new Error(`script ${url} is not served from ${root} (another origin?): cannot weigh it`)
    if (!fs.existsSync(file)) throw new Error(`script ${url} has no file ${file}`)
    return { path: new URL(url).pathname, gzip: gzipSync(fs.readFileSync(file)).length }
  })
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) }
}
