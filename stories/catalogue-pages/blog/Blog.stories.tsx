import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BlogList } from '../../../components/catalogue-pages/blog/BlogList'
import { BlogPostView } from '../../../components/catalogue-pages/blog/BlogPostView'
import { blogCards, firstBlogPost } from '../../../tests/fixtures/pages/blog'
import { HOSTILE_STRINGS, hostilePost } from './hostile-post'

/** The blog's list and post pages, from the CMS's posts; hostile content stays text. */
const meta = {
  title: 'Blog/Blog',
  component: BlogList,
  parameters: { layout: 'fullscreen', snapshot: { target: 'page', viewport: { width: 1280, height: 900 } } },
  args: { posts: blogCards },
} satisfies Meta<typeof BlogList>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement }) => {
    const first = blogCards[0]
    if (!first) return
    await expect(within(canvasElement).getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`)
  },
}

export const Post: StoryObj<typeof BlogPostView> = {
  render: () => <BlogPostView post={firstBlogPost} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(firstBlogPost.title)
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
  },
}

declare global {
  interface Window {
    __xss?: unknown
  }
}

const hostile = hostilePost(firstBlogPost)

/**
 * Hostile input: a post whose title, author, excerpt, tags and body are markup, Markdown
 * links and images with script URLs, entities and event handlers. All of it shows as text;
 * none of it becomes an element, a link or a script (each payload would set window.__xss).
 */
export const HostilePost: StoryObj<typeof BlogPostView> = {
  render: () => <BlogPostView post={hostile} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hostile.title)
    // Shown literally, character for character.
    for (const payload of [HOSTILE_STRINGS[0], HOSTILE_STRINGS[2], HOSTILE_STRINGS[9], HOSTILE_STRINGS[10]]) {
      await expect(canvas.getAllByText(payload, { exact: true, normalizer: (t) => t }).length).toBeGreaterThan(0)
    }
    await expect(canvas.getByText(/\[x\]\(javascript:window\.__xss=1\) and see !\[x\]/)).toBeVisible()
    const article = canvasElement.querySelector('article')
    if (!article) throw new Error('no article')
    // The cover is the only image; nothing else that could run or load came from the text.
    await expect(article.querySelectorAll('img')).toHaveLength(1)
    await expect(article.querySelectorAll('script, svg, iframe, style, details, object, embed')).toHaveLength(0)
    for (const link of Array.from(canvasElement.querySelectorAll('a'))) {
      await expect(link.getAttribute('href') ?? '').toMatch(/^\/(?!\/)/)
    }
    for (const el of Array.from(article.querySelectorAll('*'))) {
      await expect(el.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([])
    }
    // Give an error or load handler time to fire, had one been created.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(window.__xss).toBeUndefined()
  },
}
