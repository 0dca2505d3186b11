import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { css } from 'styled-system/css'
import { BodyPortal } from '../../components/ui/body-portal'

/** Use for a layer that must sit above the page's stacking contexts (a toast region, a drawer's backdrop) and exists only once the page has hydrated: it renders nothing into the prerendered HTML. */
const meta = {
  title: 'UI/BodyPortal',
  component: BodyPortal,
  // What it renders is outside #storybook-root, which the snapshot photographs.
  parameters: { snapshot: { disable: true } },
  render: () => (
    <div className={css({ position: 'relative', zIndex: '1', overflow: 'hidden', h: '12', p: '2', borderWidth: '1px', borderColor: 'border.default' })}>
      A clipped container
      <BodyPortal>
        <p role="note" aria-label="Portalled note">
          Rendered into the body, outside the clipped container
        </p>
      </BodyPortal>
    </div>
  ),
} satisfies Meta<typeof BodyPortal>

export default meta
type Story = StoryObj<typeof meta>

/** The children land in document.body, not inside the story's container (so no ancestor's overflow or z-index clips them). */
export const IntoTheBody: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    const note = await within(document.body).findByRole('note', { name: 'Portalled note' })
    await expect(note.parentElement).toBe(document.body)
    await waitFor(() => expect(canvasElement.contains(note)).toBe(false))
  },
}
