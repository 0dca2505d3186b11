import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within, waitFor } from 'storybook/test'
import { Checklist } from '../../components/ui/checklist'
import { baseServices } from '../../tests/fixtures/catalogue/static'

const prep = baseServices.find((s) => (s.prep?.length ?? 0) > 1)?.prep ?? []

/**
 * Use for things the customer does or has ready before the visit ("How to get ready"): each line
 * behind an empty box, read out as a named list. It renders nothing when there are no items, so
 * a page can pass a service's prep list without checking it first.
 */
const meta = {
  title: 'UI/Checklist',
  component: Checklist,
  args: { items: prep, label: 'How to get ready' },
} satisfies Meta<typeof Checklist>

export default meta
type Story = StoryObj<typeof meta>

export const ServicePrep: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'How to get ready' })
    await expect(args.items.length).toBeGreaterThan(1)
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('☐', '').trim()),
    ).toEqual([...args.items])
  },
}

export const NoItems: Story = {
  args: { items: [] },
  // Nothing to photograph: the story shows that the list is absent.
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('list')).toBeNull())
  },
}
