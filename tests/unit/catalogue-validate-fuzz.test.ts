// Fuzzing the catalogue validator (docs/decisions/002-catalogue-format.md): random JSON and hostile shapes (wrong types,
// huge strings, prototype-pollution keys, deep nesting, NaN/Infinity, lists where objects
// belong) must never make it throw; invalid data must always come back as problems, and
// the real catalogue must still pass. 1,000 cases per property.
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { checkCatalogue, clearCatalogueCache } from '../../lib/catalogue/read.server'
import { CATALOGUE_FILE_NAMES } from '../../lib/catalogue/files'
import { formatProblem, MAX_PROBLEM_TEXT, validateBlogPosts, validateCatalogue, type CatalogueProblem } from '../../lib/catalogue/validate'
import { copyCatalogueToTemp, imageExists as imageOnDisk, realCatalogueFiles, removeTempDirs } from '../fixtures/catalogue/real-files'

const RUNS = { numRuns: 1000 }
/** Generous for a machine shared with other builds: a thousand runs of the validator take a while. */
const TIMEOUT_MS = 120_000
const TOP_KEYS = CATALOGUE_FILE_NAMES.map((name) => `data/${name}`)
const real = realCatalogueFiles()
const BLOG_KEYS = Object.keys(real).filter((key) => key.startsWith('data/blog/'))

/** public/ does not change during the run: ask the disk once per path. */
const knownImages = new Map<string, boolean>()
function imageExists(src: string): boolean {
  let exists = knownImages.get(src)
  if (exists === undefined) knownImages.set(src, (exists = imageOnDisk(src)))
  return exists
}

afterAll(() => {
  removeTempDirs()
  clearCatalogueCache()
})

/** JSON.parse keeps "__proto__" as an own key, exactly as a hostile file would. */
const pollutingObjects = fc
  .constantFrom(
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '{"__proto__": [], "constructor": 1, "prototype": null, "hasOwnProperty": "x", "toString": 5}',
    '[{"__proto__": {"polluted": true}}]',
  )
  .map((text) => JSON.parse(text) as unknown)

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { deeper: value }
  return value
}

/** Values no catalogue file should hold, some of them not even JSON (the validator takes `unknown`). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER + 2, 1e308, null, undefined, '', true),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('\u0000', '\uD800', '<script>alert(1)</script>', '../../etc/passwd', '/images/../../secret.png', 'a'.repeat(70)),
  pollutingObjects,
  fc.record({ depth: fc.integer({ min: 100, max: 5000 }), asArray: fc.boolean() }).map(({ depth, asArray }) => nested(depth, asArray)),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.object({ withNullPrototype: true, maxDepth: 2 }),
)

/** Problems that are not plain, bounded text lines (a huge value is quoted, never pasted whole). */
function malformed(problems: CatalogueProblem[]): unknown[] {
  if (!Array.isArray(problems)) return [problems]
  return problems.filter((p) => {
    const fields = [p.file, p.path, p.expected, p.found]
    return fields.some((field) => typeof field !== 'string') || p.found.length > MAX_PROBLEM_TEXT || p.expected.length > MAX_PROBLEM_TEXT || formatProblem(p).length > 4 * MAX_PROBLEM_TEXT
  })
}

// One expect per case: thousands of expect() calls per property would cost more than the validator.
function expectWellFormed(problems: CatalogueProblem[]) {
  expect(malformed(problems)).toEqual([])
}

function expectNoPollution() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false)
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every path (list of keys) to a value inside `value`, the root excluded. */
function pathsIn(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsIn(item, [...prefix, i])])
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsIn(item, [...prefix, key])])
  }
  return []
}

function kindOf(value: unknown): 'array' | 'object' | 'string' | 'number' | 'boolean' | 'null' {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as 'object' | 'string' | 'number' | 'boolean'
}

/** A value of another JSON type than `original` (never null: one field allows "whole number or null"). */
function otherKind(original: unknown, pick: number): unknown {
  const candidates: Record<string, unknown> = {
    string: 'not the right type',
    number: 42,
    boolean: false,
    object: { unexpected: true },
    array: ['unexpected'],
  }
  const own = kindOf(original)
  // null stands for "whole number or null" in the one field that allows it: a number would be valid there.
  const kinds = Object.keys(candidates).filter((k) => k !== own && !(own === 'null' && k === 'number'))
  return candidates[kinds[pick % kinds.length]!]
}

function setAt(root: Record<string, unknown>, at: (string | number)[], value: unknown) {
  let parent = root as Record<string | number, unknown>
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  Object.defineProperty(parent, at.at(-1)!, { value, enumerable: true, writable: true, configurable: true })
}

const realPaths = Object.fromEntries(Object.entries(real).map(([key, value]) => [key, pathsIn(value as Json)]))

/** A file of the real catalogue and one path inside it. */
const realLocation = fc.constantFrom(...Object.keys(real).filter((key) => realPaths[key]!.length > 0)).chain((file) => fc.record({ file: fc.constant(file), at: fc.constantFrom(...realPaths[file]!) }))

/** The real catalogue with only `file` deep-copied: the validator never writes to its input. */
function withCopyOf(file: string): Record<string, unknown> {
  return { ...real, [file]: structuredClone(real[file]) }
}

function valueAt(root: unknown, at: (string | number)[]): unknown {
  let value = root
  for (const key of at) value = (value as Record<string | number, unknown>)[key]
  return value
}

/** One hostile edit of the real catalogue: a value replaced, or a prototype-pollution key added to an object. */
const hostileEdit = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), where: realLocation, value: hostileValue }),
  fc.record({
    kind: fc.constant('whole-file' as const),
    file: fc.constantFrom(...TOP_KEYS, ...BLOG_KEYS),
    value: hostileValue.filter((v) => kindOf(v) !== 'object' || Object.keys(v as object).length < 3),
  }),
  fc.record({
    kind: fc.constant('add-key' as const),
    where: fc.constantFrom(...Object.entries(realPaths).flatMap(([file, paths]) => [[], ...paths].filter((at) => kindOf(valueAt(real[file], at)) === 'object').map((at) => ({ file, at })))),
    key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
  }),
)

describe('validateCatalogue under fuzzing', () => {
  it('accepts the real catalogue', () => {
    expect(validateCatalogue(realCatalogueFiles(), { imageExists }).map(formatProblem)).toEqual([])
  })

  it(
    'never throws on a random map of file names to random or hostile values, and reports problems',
    () => {
      const fileName = fc.oneof(fc.constantFrom(...TOP_KEYS, ...BLOG_KEYS, '__proto__', 'constructor', 'data/blog/__proto__.json'), fc.string())
      fc.assert(
        fc.property(fc.dictionary(fileName, hostileValue, { maxKeys: 12 }), (files) => {
          const problems = validateCatalogue(files, { imageExists: () => true })
          expectWellFormed(problems)
          expect(problems.length).toBeGreaterThan(0)
          expectNoPollution()
        }),
        RUNS,
      )
    },
    TIMEOUT_MS,
  )

  it(
    'reports a value of the wrong type anywhere in the real catalogue',
    () => {
      fc.assert(
        fc.property(realLocation, fc.nat(), ({ file, at }, pick) => {
          const files = withCopyOf(file)
          setAt(files[file] as Record<string, unknown>, at, otherKind(valueAt(files[file], at), pick))
          const problems = validateCatalogue(files, { imageExists })
          expectWellFormed(problems)
          expect(problems.some((p) => p.file === file)).toBe(true)
        }),
        RUNS,
      )
    },
    TIMEOUT_MS,
  )

  it(
    'never throws on hostile edits (huge, deep, polluting, NaN, whole files) and reports added keys and replaced files',
    () => {
      fc.assert(
        fc.property(hostileEdit, (edit) => {
          const file = edit.kind === 'whole-file' ? edit.file : edit.where.file
          const files = withCopyOf(file)
          if (edit.kind === 'whole-file') files[file] = edit.value
          else if (edit.kind === 'replace') setAt(files[file] as Record<string, unknown>, edit.where.at, edit.value)
          else setAt(files[file] as Record<string, unknown>, [...edit.where.at, edit.key], { polluted: true })
          const problems = validateCatalogue(files, { imageExists })
          expectWellFormed(problems)
          if (edit.kind !== 'replace') expect(problems.some((p) => p.file === file)).toBe(true)
          expectNoPollution()
        }),
        RUNS,
      )
    },
    TIMEOUT_MS,
  )
})

describe('validateBlogPosts under fuzzing', () => {
  it(
    'never throws on random posts and reports a problem for each one that is not a post',
    () => {
      const key = fc.oneof(fc.string(), fc.constantFrom('data/blog/__proto__.json', 'constructor', '.json', ''))
      fc.assert(
        fc.property(fc.dictionary(key, hostileValue, { minKeys: 1, maxKeys: 6 }), (files) => {
          const problems = validateBlogPosts(files, { imageExists: () => true })
          expectWellFormed(problems)
          for (const file of Object.keys(files)) expect(problems.some((p) => p.file === file)).toBe(true)
          expectNoPollution()
        }),
        RUNS,
      )
    },
    TIMEOUT_MS,
  )
})

describe('checkCatalogue (reads the files) under fuzzing', () => {
  const dataDir = copyCatalogueToTemp()
  const publicDir = path.resolve('public')

  it(
    'turns any text in a catalogue file into problems, never an exception',
    () => {
      const text = fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.constantFrom('{', '{"a":1,}', '\uFEFF{}', 'null', '[]', '{"__proto__":{"polluted":true}}', '[[[[[[[[[[', 'NaN', '1e999'),
        fc.integer({ min: 1000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
      )
      fc.assert(
        fc.property(fc.constantFrom(...CATALOGUE_FILE_NAMES, 'blog/new-post.json'), text, (name, content) => {
          const file = path.join(dataDir, name)
          const original = fs.existsSync(file) ? fs.readFileSync(file) : undefined
          fs.writeFileSync(file, content)
          try {
            const { problems, catalogue } = checkCatalogue({ dataDir, publicDir })
            expectWellFormed(problems)
            expect(catalogue).toBeUndefined()
            expect(problems.some((p) => p.file.endsWith(name))).toBe(true)
            expectNoPollution()
          } finally {
            if (original) fs.writeFileSync(file, original)
            else fs.rmSync(file)
          }
        }),
        RUNS,
      )
      expect(checkCatalogue({ dataDir, publicDir }).problems).toEqual([])
    },
    TIMEOUT_MS,
  )
})
