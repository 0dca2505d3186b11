import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogDir, postWithNeighbours } from '../../lib/catalogue/blog-dir.server'
import { DEFAULT_BLOG_DIR } from '../../lib/catalogue/files'
import type { BlogPost } from '../../lib/catalogue/types'

describe('blogDir', () => {
  it('is data/blog unless CATALOGUE_BLOG_DIR is set', () => {
    expect(blogDir({})).toBe(DEFAULT_BLOG_DIR)
    expect(blogDir({ CATALOGUE_BLOG_DIR: '   ' })).toBe(DEFAULT_BLOG_DIR)
    expect(blogDir({ CATALOGUE_BLOG_DIR: '/tmp/posts' })).toBe(path.resolve('/tmp/posts'))
    expect(blogDir({ CATALOGUE_BLOG_DIR: 'gen/posts' })).toBe(path.resolve('gen/posts'))
  })
})

describe('postWithNeighbours', () => {
  const posts = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }) as BlogPost)

  it('puts the post first, then the first posts of the list that are not it', () => {
    expect(postWithNeighbours(posts, 'd').map((p) => p.slug)).toEqual(['d', 'a', 'b'])
    expect(postWithNeighbours(posts, 'a').map((p) => p.slug)).toEqual(['a', 'b', 'c'])
    expect(postWithNeighbours(posts, 'b').map((p) => p.slug)).toEqual(['b', 'a', 'c'])
  })

  it('is empty for an unknown slug', () => {
    expect(postWithNeighbours(posts, 'zz')).toEqual([])
  })
})
