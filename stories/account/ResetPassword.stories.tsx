import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ResetPasswordPage } from '../../components/account/ResetPasswordForm'
import { fail, fakeAuthApi, fakeSession, type FakeAuthOptions } from '../../tests/fixtures/auth/fake-auth'
import { AuthHarness, settleUi } from './harness'

/** /reset-password: the form during a recovery session (the e-mailed link), else what to do. */
function ResetStory({ auth, navigate, hash }: { auth: FakeAuthOptions; navigate: (url: string) => void; hash?: string }) {
  const [api] = useState(() => {
    // The provider reads the link's fragment once, on mount.
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash ?? ''}`)
    return fakeAuthApi(auth)
  })
  return (
    <AuthHarness api={api} navigate={navigate}>
      <ResetPasswordPage />
    </AuthHarness>
  )
}

/** The page a password-reset e-mail's link opens (an island): a new password, only with the link's recovery session. */
const meta = {
  title: 'Auth/ResetPassword',
  component: ResetStory,
  args: { auth: { session: fakeSession(), recovery: true }, navigate: fn() },
} satisfies Meta<typeof ResetStory>
export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

async function fillNewPassword(canvas: ReturnType<typeof within>, password: string, confirmation = password) {
  await userEvent.type(await canvas.findByLabelText('New password', { exact: true }), password)
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Update password' }))
}

export const Updated: Story = {
  args: { auth: { session: fakeSession(), recovery: true, onCall: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('New password', { exact: true })).toHaveAttribute('autocomplete', 'new-password')
    await fillNewPassword(canvas, 'a brand new secret')
    await waitFor(() => expect(page().getByText('Password updated successfully!')).toBeVisible())
    await waitFor(() => expect(page().getByText('You can now log in with your new password.')).toBeVisible())
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/login'))
    await expect(args.auth.onCall).toHaveBeenCalledWith('updatePassword', 'a brand new secret')
    await expect(args.auth.onCall).toHaveBeenCalledWith('signOut')
    await settleUi()
  },
}

export const UpdateFailed: Story = {
  args: { auth: { session: fakeSession(), recovery: true, updatePassword: fail('New password should be different from the old password.') } },
  play: async ({ canvasElement, args }) => {
    await fillNewPassword(within(canvasElement), 'the old password')
    await waitFor(() => expect(page().getByText('Error updating password')).toBeVisible())
    await waitFor(() => expect(page().getByText('New password should be different from the old password.')).toBeVisible())
    await expect(args.navigate).not.toHaveBeenCalled()
    await settleUi()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillNewPassword(canvas, 'a brand new secret', 'a brand new secrex')
    await waitFor(() => expect(canvas.getByText('The passwords do not match.')).toBeVisible())
    await settleUi()
  },
}

/** Opened without the e-mailed link: explains how to get one instead of a form that cannot work. */
export const NoRecoverySession: Story = {
  args: { auth: { session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeVisible())
    await expect(canvas.queryByLabelText('New password', { exact: true })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/login?mode=forgot')
    await settleUi()
  },
}

/** Signed in normally (not through a reset link): still no form. */
export const SignedInWithoutRecovery: Story = {
  args: { auth: { session: fakeSession(), recovery: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: 'Open the link from your e-mail' })).toBeVisible())
    await settleUi()
  },
}

export const ExpiredLink: Story = {
  args: { auth: { session: null }, hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible())
    window.history.replaceState(null, '', window.location.pathname + window.location.search)
    await settleUi()
  },
}
