import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BlogPostPreviewPage } from '../../components/cms/BlogPostPreviewPage'
import { FaqPreviewPage } from '../../components/cms/FaqPreviewPage'
import { ServicePagesPreviewPage } from '../../components/cms/ServicePagesPreviewPage'
import { previewCatalogueOf } from '../../lib/cms/preview-data'
import { catalogue } from '../../tests/fixtures/catalogue/static'

// The CMS's previews (decision 141): the form's values drawn by the site's own components. Those
// components' looks are baselined in their own stories (Services/Service page, Blog, Info pages),
// so these check what the preview adds (the form's values, the page picked, prices filled in)
// without image snapshots of their own.
const preview = previewCatalogueOf(catalogue)
const windowTinting = {
  slug: 'window-tinting',
  name: 'Window Tinting',
  seo: { title: '', description: '' },
  heading: 'Window Tinting',
  summary: 'Ceramic window film that keeps the Texas heat out.',
  description: ['We fit ceramic film in your driveway.'],
  included: ['Side and rear windows'],
  // A page just added in the form: no image chosen yet, no category, no quote note.
  bookable: false,
}

/** The previews the owner sees in /admin while editing: each renders the page's real components from the entry being edited. */
const meta = {
  title: 'CMS/Previews',
  component: ServicePagesPreviewPage,
  // `npx tsx scripts/storybook-test.ts --includeTags cms` runs these alone.
  tags: ['cms'],
  parameters: { layout: 'fullscreen', snapshot: { disable: true } },
  args: { value: { pages: [...catalogue.servicePages, windowTinting] }, catalogue: preview },
} satisfies Meta<typeof ServicePagesPreviewPage>

export default meta
type Story = StoryObj<typeof meta>

/** The service pages: every card of the Services list, and the page just added as its page shows it. */
export const ServicePages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = within(canvas.getByRole('region', { name: 'Cards in the Services list' }))
    await waitFor(() => expect(cards.getByRole('heading', { name: 'Window Tinting' })).toBeVisible())
    await waitFor(() => expect(cards.getByRole('heading', { name: 'Signature Detail' })).toBeVisible())
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Window Tinting'))
    await waitFor(() => expect(canvas.getAllByText('Request a quote')[0]).toBeVisible())
    // Another page, with the prices of services.json.
    await userEvent.selectOptions(canvas.getByLabelText('Page to preview'), 'Signature Detail')
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Signature Detail'))
    await waitFor(() => expect(within(canvas.getByRole('table')).getByRole('row', { name: /Sedan/ })).toHaveTextContent('$349.00'))
  },
}

/** The FAQ as /faq shows it: {price:ID} filled in, questions kept off /faq left out. */
export const Faq: StoryObj<typeof FaqPreviewPage> = {
  render: () => (
    <FaqPreviewPage
      catalogue={preview}
      value={{
        entries: [
          { id: 'price', question: 'How much is a Signature Detail?', answer: 'From {price:signature-detail-sedan} for a sedan.', keywords: ['price'], onFaqPage: true },
          { id: 'chat-only', question: 'Chat only question', answer: 'Not on /faq.', keywords: ['chat'], onFaqPage: false },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'How much is a Signature Detail?' })).toBeVisible())
    await waitFor(() => expect(canvas.getByText('From $349 for a sedan.')).toBeVisible())
    await waitFor(() => expect(canvas.queryByText('Chat only question')).toBeNull())
  },
}

/** A blog post typed in the editor as Markdown, as /blog/{slug} shows it. */
export const BlogPost: StoryObj<typeof BlogPostPreviewPage> = {
  render: () => (
    <BlogPostPreviewPage
      value={{
        slug: 'winter-care',
        title: 'Winter care for your paint',
        date: '2026-01-15',
        author: 'Katy Mobile Detailing Team',
        excerpt: 'Three habits that keep paint glossy through the wet months.',
        tags: ['maintenance'],
        body: '## Wash often\n\nRoad grime sticks.\n\n- Rinse first\n- Use two buckets\n\n> Clean paint lasts.\n>\n> — Our lead detailer',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Winter care for your paint'))
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Wash often' })).toBeVisible())
    await waitFor(() => expect(canvas.getByText('Use two buckets')).toBeVisible())
    await waitFor(() => expect(canvas.getByText('Clean paint lasts.')).toBeVisible())
  },
}
