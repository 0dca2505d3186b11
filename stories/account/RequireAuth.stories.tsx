import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { RequireAuth } from '../../components/account/RequireAuth'
import { fakeAuthApi, fakeSession, MARIA, type FakeAuthOptions } from '../../tests/fixtures/auth/fake-auth'
import { AuthHarness, settleUi } from './harness'

/** The /garage guard around a stand-in for the protected content. */
function GuardStory({ auth, navigate }: { auth: FakeAuthOptions; navigate: (url: string) => void }) {
  const [api] = useState(() => fakeAuthApi(auth))
  return (
    <AuthHarness api={api} navigate={navigate}>
      <RequireAuth>
        {(user, identity) => (
          <p>
            Protected content for {identity.name} ({user.email})
          </p>
        )}
      </RequireAuth>
    </AuthHarness>
  )
}

/** Wrap a page region only a signed-in customer may see (My Garage): it shows the region, a loading state, or the way to sign in. */
const meta = {
  title: 'Auth/RequireAuth',
  component: GuardStory,
  args: { auth: {}, navigate: fn() },
} satisfies Meta<typeof GuardStory>
export default meta
type Story = StoryObj<typeof meta>

/** A returning user while the stored session is checked: a spinner, nothing else. */
export const Loading: Story = {
  args: { auth: { session: fakeSession(), neverConnect: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your account')
    await expect(canvas.queryByText(/Protected content/)).toBeNull()
    await expect(args.navigate).not.toHaveBeenCalled()
    await settleUi()
  },
}

/** A guest: sent to /login with the origin remembered and the Access Denied toast. */
export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(document.body)
    await waitFor(() => expect(page.getByText('Access Denied')).toBeVisible())
    await waitFor(() => expect(page.getByText('Please log in to view this page')).toBeVisible())
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=%2F/)))
    await expect(within(canvasElement).queryByText(/Protected content/)).toBeNull()
    await settleUi()
  },
}

export const SignedIn: Story = {
  args: { auth: { session: fakeSession() } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(within(canvasElement).getByText(`Protected content for ${MARIA.fullName} (${MARIA.email})`)).toBeVisible())
    await expect(args.navigate).not.toHaveBeenCalled()
    await settleUi()
  },
}
