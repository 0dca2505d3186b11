import { Portal } from '@ark-ui/react/portal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CloseButton } from '../../components/ui/close-button'
import * as Dialog from '../../components/ui/dialog'

/** Use as the "×" of every dialog, drawer and toast, always with an aria-label saying what it closes; "inverted" on a dark band. */
const meta = {
  title: 'UI/CloseButton',
  component: CloseButton,
  args: { 'aria-label': 'Close' },
} satisfies Meta<typeof CloseButton>

export default meta
type Story = StoryObj<typeof meta>

const row = css({ display: 'flex', gap: '4', alignItems: 'center', p: '4' })

/** Every look: ghost on light surfaces (sm and md), inverted on a dark band, plain in a toast. */
export const Variants: Story = {
  render: () => (
    <div className={row}>
      <CloseButton aria-label="Close ghost" />
      <CloseButton aria-label="Close small" size="sm" />
      <span className={css({ bg: 'bg.inverted', p: '2', borderRadius: 'md' })}>
        <CloseButton aria-label="Close inverted" variant="inverted" />
      </span>
      <CloseButton aria-label="Close plain" variant="plain" size="xs" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Close ghost', 'Close small', 'Close inverted', 'Close plain']) {
      const close = canvas.getByRole('button', { name })
      // The "×" is decoration: the label alone names the button.
      await expect(close).toHaveAccessibleName(name)
      await expect(close).toHaveAttribute('type', 'button')
    }
  },
}

function DismissibleNotice() {
  const [open, setOpen] = useState(true)
  return open ? (
    <div role="region" aria-label="Notice" className={css({ position: 'relative', p: '4', pr: '14', m: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', maxW: 'sm' })}>
      <p>Your vehicle was saved.</p>
      <CloseButton aria-label="Close notice" className={css({ position: 'absolute', top: '2', right: '2' })} onClick={() => setOpen(false)} />
    </div>
  ) : (
    <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setOpen(true)}>
      Show the notice
    </button>
  )
}

/** A plain button: its own click handler closes what it sits on. */
export const ClosesANotice: Story = {
  render: () => <DismissibleNotice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Close notice' }))
    await expect(canvas.queryByRole('region', { name: 'Notice' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the notice' }))
    await expect(canvas.getByRole('region', { name: 'Notice' })).toBeVisible()
  },
}

function DialogWithClose() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger className={button({ variant: 'solid' })}>Open dialog</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body>
              <Dialog.Title>Remove this vehicle?</Dialog.Title>
              <Dialog.Description>Its service history stays.</Dialog.Description>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/**
 * Inside a dialog, Ark's CloseTrigger with `asChild` lends it the close behaviour and the
 * corner position; focus returns to the button that opened the dialog.
 */
export const InADialog: Story = {
  render: () => <DialogWithClose />,
  parameters: { snapshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: 'Open dialog' })
    await userEvent.click(trigger)
    const dialog = await page.findByRole('dialog', { name: 'Remove this vehicle?' })
    const close = within(dialog).getByRole('button', { name: 'Close dialog' })
    await expect(getComputedStyle(close).position).toBe('absolute')
    await userEvent.click(close)
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
