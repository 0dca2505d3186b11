import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { BeforeAfterCompare } from '../../components/gallery/BeforeAfterCompare'
import { fixturePairView } from '../../tests/fixtures/gallery/pairs'

/**
 * The before/after slider island: the before photo over the after one, cut at a divider that is
 * Ark's Slider, so the keyboard (arrows, Home, End) and assistive technology (role slider, value
 * text) use it as any slider, and a drag moves it. Without script its server markup shows the two
 * photos side by side (CSS's scripting media feature). The fixture is the repository's sample photo.
 */
const meta = {
  title: 'Gallery/Before and after slider',
  component: BeforeAfterCompare,
  args: { pair: fixturePairView },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BeforeAfterCompare>

export default meta
type Story = StoryObj<typeof meta>

const slider = (root: HTMLElement) => within(root).getByRole('slider', { name: `Before and after: ${fixturePairView.vehicle}` })

/** Starts in the middle; both photos keep their width and height, each with its alt text. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const thumb = slider(canvasElement)
    await expect(thumb).toHaveAttribute('aria-valuenow', '50')
    await expect(thumb).toHaveAttribute('aria-valuetext', '50% before, 50% after')
    const canvas = within(canvasElement)
    for (const picture of [fixturePairView.before, fixturePairView.after]) {
      const img = canvas.getByRole('img', { name: picture.alt })
      await expect(img).toHaveAttribute('width', String(picture.width))
      await expect(img).toHaveAttribute('loading', 'lazy')
    }
  },
}

/** Arrow keys move it a step, Home and End to either side; the value text follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const thumb = slider(canvasElement)
    thumb.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '52'))
    await expect(thumb).toHaveAttribute('aria-valuetext', '52% before, 48% after')
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '0'))
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '0'))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuetext', '100% before, 0% after'))
    // The thumb keeps the focus, so the focus ring shows in the snapshot.
    await expect(thumb).toHaveFocus()
  },
}

/** A press on the photos moves the divider there, and a drag follows the pointer. */
export const Drag: Story = {
  play: async ({ canvasElement }) => {
    const thumb = slider(canvasElement)
    const control = thumb.parentElement!
    const box = control.getBoundingClientRect()
    const at = (share: number) => ({ clientX: box.left + box.width * share, clientY: box.top + box.height / 2, pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1 })
    fireEvent.pointerDown(control, at(0.25))
    await waitFor(() => expect(Number(thumb.getAttribute('aria-valuenow'))).toBeLessThan(35))
    fireEvent.pointerMove(control.ownerDocument, at(0.8))
    await waitFor(() => expect(Number(thumb.getAttribute('aria-valuenow'))).toBeGreaterThan(70))
    fireEvent.pointerUp(control.ownerDocument, at(0.8))
  },
}
