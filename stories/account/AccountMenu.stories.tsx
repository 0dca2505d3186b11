import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AccountSlot } from '../../components/account/AccountSlot'
import { fail, fakeAuthApi, fakeSession, fakeUser, MARIA, type FakeAuthOptions } from '../../tests/fixtures/auth/fake-auth'
import { AuthHarness, settleUi } from './harness'

/** The header's account slot on the dark header bar, as the header renders it. */
function AccountSlotStory({ auth, navigate }: { auth: FakeAuthOptions; navigate: (url: string) => void }) {
  const [api] = useState(() => fakeAuthApi(auth))
  return (
    <AuthHarness api={api} navigate={navigate}>
      <div className="dark-bar" style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, background: '#0d1a33', color: '#fff' }}>
        <AccountSlot />
      </div>
    </AuthHarness>
  )
}

/** The header's account slot (an island): a guest gets "Login / Sign Up", a signed-in customer a menu to My Garage, Membership and Log out. It belongs in the header only. */
const meta = {
  title: 'Auth/AccountMenu',
  component: AccountSlotStory,
  args: { auth: { session: fakeSession() }, navigate: fn() },
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport', viewport: { width: 1024, height: 420 } } },
} satisfies Meta<typeof AccountSlotStory>
export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

export const Guest: Story = {
  args: { auth: { session: null } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Login / Sign Up' })
    await expect(link).toHaveAttribute('href', '/login')
    await expect(link).toHaveAttribute('data-tour', 'auth-button')
    await settleUi()
  },
}

/** Opened with the keyboard: avatar initial, name and e-mail, then My Garage, Membership, Log out. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = await canvas.findByRole('button', { name: `Account: ${MARIA.fullName}` })
    await expect(trigger).toHaveAttribute('data-tour', 'auth-button')
    await expect(within(trigger).getByTestId('account-avatar')).toHaveTextContent('M')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await page().findByRole('menu', { name: /^Account/ })
    await expect(menu).toHaveTextContent(MARIA.email)
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((i) => i.textContent)).toEqual(['My Garage', 'Membership', 'Log out'])
    await expect(within(menu).getByRole('menuitem', { name: 'My Garage' })).toHaveAttribute('href', '/garage')
    await expect(within(menu).getByRole('menuitem', { name: 'Membership' })).toHaveAttribute('href', '/membership')
    // Opening with Enter highlights the first item; arrows move through the rest.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Garage' })).toHaveAttribute('data-highlighted'))
    // Ark moves focus into the menu after it opens; keys pressed before that go to the trigger.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Membership' })).toHaveAttribute('data-highlighted'))
  },
}

/** No full_name in the profile: the e-mail is the name, and its first letter the initial. */
export const EmailFallback: Story = {
  args: { auth: { session: fakeSession(fakeUser({ id: MARIA.id, email: 'jordan@example.com', fullName: null })), profile: { full_name: null } } },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Account: jordan@example.com' })
    await expect(within(trigger).getByTestId('account-avatar')).toHaveTextContent('J')
    await settleUi()
  },
}

export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Account:/ }))
    const menu = await page().findByRole('menu', { name: /^Account/ })
    await within(menu).findByRole('menuitem', { name: 'Log out' })
    // Ark moves focus into the menu after it opens; keys pressed before that go to the trigger.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    // Keyboard: End highlights the last item, Enter chooses it.
    await userEvent.keyboard('{End}')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'))
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Login / Sign Up' })).toBeVisible())
    await settleUi()
  },
}

export const LogOutFailed: Story = {
  args: { auth: { session: fakeSession(), signOut: fail('Failed to fetch') } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Account:/ }))
    const menu = await page().findByRole('menu', { name: /^Account/ })
    await within(menu).findByRole('menuitem', { name: 'Log out' })
    // Ark moves focus into the menu after it opens; keys pressed before that go to the trigger.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    // Keyboard: End highlights the last item, Enter chooses it.
    await userEvent.keyboard('{End}')
    await userEvent.keyboard('{Enter}')
    // The toast host loads its code on idle: on a busy machine that takes a while (stories/support/wait.ts).
    await waitFor(() => expect(page().getByText('Sign out Failed')).toBeVisible())
    await waitFor(() => expect(page().getByText('Failed to fetch')).toBeVisible())
    await expect(args.navigate).not.toHaveBeenCalled()
    await expect(within(canvasElement).getByRole('button', { name: /^Account:/ })).toBeVisible()
    await settleUi()
  },
}
