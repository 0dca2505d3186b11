import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import * as Dialog from '../../components/ui/dialog'
import { CloseButton } from '../../components/ui/close-button'
import { BodyPortal } from '../../components/ui/body-portal'
import { button } from 'styled-system/recipes'
import { withPageUnder } from '../support/page-under'

type DemoProps = { placement?: 'center' | 'right'; tone?: 'default' | 'inverted'; title: string }

/** A trigger and a dialog, the way the bag drawer and the popups compose the parts. */
function DialogDemo({ placement, tone, title }: DemoProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement={placement} tone={tone}>
      <Dialog.Trigger className={button()}>Open {title}</Dialog.Trigger>
      <BodyPortal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={`Close ${title}`} variant={tone === 'inverted' ? 'inverted' : 'ghost'} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Your Signature Detail is in the bag. Add an interior refresh for $49?</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)}>
                Not now
              </button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </BodyPortal>
    </Dialog.Root>
  )
}

/**
 * Use for anything that must have the customer's attention before they go on: an offer after
 * adding to the bag, the contact and discount popups (placement "center"), or the bag itself
 * (placement "right", a drawer). Focus moves in and stays until it closes, Escape closes it and
 * the page behind does not scroll. For a list of links or actions off a button, use Menu.
 */
const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  args: { title: 'Add an extra?' },
  parameters: { snapshot: { target: 'viewport' } },
} satisfies Meta<typeof DialogDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

async function openIt(canvasElement: HTMLElement, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Open ${title}` }))
  const dialog = await page().findByRole('dialog', { name: title })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return dialog
}

export const Center: Story = {
  decorators: [withPageUnder],
  play: async ({ canvasElement, args }) => {
    const dialog = await openIt(canvasElement, args.title)
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(/interior refresh/))
    // The page behind is locked while it is open (components/ui/page-scroll-lock.ts).
    await waitFor(() => expect(getComputedStyle(document.documentElement).overflow).toBe('hidden'))
  },
}

export const ClosesOnEscape: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await openIt(canvasElement, args.title)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: `Open ${args.title}` })).toHaveFocus())
  },
}

export const RightDrawer: Story = {
  args: { placement: 'right', tone: 'inverted', title: 'Your bag' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openIt(canvasElement, args.title)
    await userEvent.click(within(dialog).getByRole('button', { name: `Close ${args.title}` }))
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await openIt(canvasElement, args.title)
  },
}
