import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BlogList } from '../../components/blog/BlogList'
import { BlogPostView } from '../../components/blog/BlogPostView'
import { blogCards, firstBlogPost } from '../../tests/fixtures/pages/blog'

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
