import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import * as Menu from '../../components/ui/menu'

/** A trigger and its menu, the way the account menu composes the parts. */
function MenuDemo({ onSelect }: { onSelect: (value: string) => void }) {
  return (
    <Menu.Root onSelect={(e) => onSelect(e.value)}>
      <Menu.Trigger>Account</Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content aria-label="Account">
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>Maria Lopez</Menu.ItemGroupLabel>
            <Menu.Item value="garage">My Garage</Menu.Item>
            <Menu.Item value="membership">Membership</Menu.Item>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="sign-out">Log out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}

/**
 * Use for a short list of places or actions behind one button (the account menu): arrow keys
 * move through it, Enter picks, Escape closes and focus goes back to the button. It mounts on
 * first open, so a page's HTML carries only the trigger. For something that needs an answer
 * before the customer goes on, use Dialog.
 */
const meta = {
  title: 'UI/Menu',
  component: MenuDemo,
  args: { onSelect: fn() },
  parameters: { snapshot: { target: 'viewport', viewport: { width: 1024, height: 360 } } },
} satisfies Meta<typeof MenuDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false'))
    // Lazily mounted: nothing of the menu is in the document yet.
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull())
  },
}

export const OpenByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await page().findByRole('menu', { name: 'Account' })
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Garage', 'Membership', 'Log out'])
    // Ark moves focus into the menu a frame after it opens; an arrow pressed before that goes to
    // the trigger and leaves the first item highlighted.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Garage' })).toHaveAttribute('data-highlighted'))
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Membership' })).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('membership'))
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
    // Open again for the picture.
    await userEvent.keyboard('{Enter}')
    await page().findByRole('menu', { name: 'Account' })
  },
}
