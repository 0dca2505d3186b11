import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { CatalogueError, clearCatalogueCache, loadBlogPosts, loadCatalogue } from '../../lib/catalogue/read.server'
import { copyCatalogueToTemp, makeTempDir, removeTempDirs } from '../fixtures/catalogue/real-files'

afterEach(() => clearCatalogueCache())

afterAll(() => removeTempDirs())

describe('loadCatalogue', () => {
  it('loads the real catalogue once per process', () => {
    const first = loadCatalogue()
    expect(loadCatalogue()).toBe(first)
    expect(first.servicePages).toHaveLength(16)
  })

  it('throws a CatalogueError whose message is the problem lines, without a stack', () => {
    const dataDir = copyCatalogueToTemp()
    const file = path.join(dataDir, 'services.json')
    const services = JSON.parse(fs.readFileSync(file, 'utf8'))
    services.variants[3].price = -5
    fs.writeFileSync(file, JSON.stringify(services))
    const error = (() => {
      try {
        loadCatalogue({ dataDir })
      } catch (e) {
        return e
      }
    })() as CatalogueError
    expect(error).toBeInstanceOf(CatalogueError)
    expect(error.message).toMatch(/services\.json \$\.variants\[3\]\.price: expected a whole number >= 0, found -5$/)
    expect(error.problems).toHaveLength(1)
    expect(error.stack).toBe(error.message)
  })

  it('reports a file that is not valid JSON as one line', () => {
    const dataDir = copyCatalogueToTemp()
    fs.writeFileSync(path.join(dataDir, 'faq.json'), '{ "entries": [ }')
    expect(() => loadCatalogue({ dataDir })).toThrow(/faq\.json \$: expected valid JSON, found .+/)
    try {
      loadCatalogue({ dataDir })
    } catch (e) {
      expect((e as CatalogueError).problems).toHaveLength(1) // not also "missing file"
    }
  })

  it('loads blog posts from any folder, e.g. thousands of generated posts', () => {
    const dir = makeTempDir('blog-bench-')
    const template = JSON.parse(fs.readFileSync('data/blog/is-ceramic-coating-worth-it.json', 'utf8'))
    for (let i = 0; i < 500; i++) {
      const date = `2024-${String((i % 12) + 1).padStart(2, '0')}-15`
      fs.writeFileSync(path.join(dir, `post-${i}.json`), JSON.stringify({ ...template, slug: `post-${i}`, date }))
    }
    const posts = loadBlogPosts(dir)
    expect(posts).toHaveLength(500)
    expect(posts[0]!.date).toBe('2024-12-15')
    expect(loadBlogPosts(dir)).toBe(posts)
    expect(loadCatalogue({ blogDir: dir }).blogPosts).toHaveLength(500)
  })
})
