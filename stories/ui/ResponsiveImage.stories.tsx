import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within, waitFor } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { ResponsiveImage } from '../../components/ui/responsive-image'
import type { ResponsiveManifest } from '../../lib/images/manifest'
import { baseServices } from '../../tests/fixtures/catalogue/static'

const service = baseServices[0]!

/**
 * Use for every catalogue image (services, areas, vehicles, photos) rather than a bare <img>: it
 * always renders the image's width and height, so nothing shifts while it loads, and in the site's
 * build it serves AVIF and WebP variants. Mark the one image at the top of a page `priority`.
 */
const meta = {
  title: 'UI/ResponsiveImage',
  component: ResponsiveImage,
  args: { image: service.image },
} satisfies Meta<typeof ResponsiveImage>

export default meta
type Story = StoryObj<typeof meta>

const img = (root: HTMLElement) => within(root).getByRole('img')

export const Lazy: Story = {
  play: async ({ canvasElement, args }) => {
    const image = img(canvasElement)
    await waitFor(() => expect(image).toHaveAttribute('alt', args.image.alt))
    await waitFor(() => expect(image).toHaveAttribute('width', String(args.image.width)))
    await waitFor(() => expect(image).toHaveAttribute('height', String(args.image.height)))
    await waitFor(() => expect(image).toHaveAttribute('loading', 'lazy'))
  },
}

/** The page's LCP image: fetched first, never lazy. */
export const Priority: Story = {
  args: { priority: true, alt: '' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!
    await waitFor(() => expect(image).toHaveAttribute('fetchpriority', 'high'))
    await waitFor(() => expect(image).not.toHaveAttribute('loading'))
    // Decorative next to its heading: hidden from assistive technology.
    await waitFor(() => expect(within(canvasElement).queryByRole('img')).toBeNull())
  },
}

// The shape the build's manifest has (lib/images/manifest.ts); its variants point at the original
// file here, as Storybook has no encoded copies.
const manifest: ResponsiveManifest = {
  [service.image.src]: {
    width: service.image.width,
    height: service.image.height,
    sources: [
      { type: 'image/avif', srcSet: `${service.image.src} ${service.image.width}w` },
      { type: 'image/webp', srcSet: `${service.image.src} ${service.image.width}w` },
    ],
  },
}

/** In the site's build: a <picture> with AVIF, then WebP, then the original. */
export const WithVariants: Story = {
  args: { manifest },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('picture')
    await waitFor(() => expect(picture).not.toBeNull())
    await waitFor(() => expect([...picture!.querySelectorAll('source')].map((s) => s.type)).toEqual(['image/avif', 'image/webp']))
    await waitFor(() => expect(img(canvasElement)).toHaveAttribute('src', service.image.src))
  },
}
