import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useState } from 'react'
import { LoginForm } from '../../components/account/LoginForm'
import { fail, fakeAuthApi, type FakeAuthOptions } from '../../tests/fixtures/auth/fake-auth'
import { tokenColour } from '../support/colours'
import { AuthHarness, settleUi } from './harness'

/** /login's form with an in-memory auth service: every toast of components/account/session/messages.ts without a backend. */
function LoginFormStory({ auth, navigate }: { auth: FakeAuthOptions; navigate: (url: string) => void }) {
  const [api] = useState(() => fakeAuthApi(auth))
  return (
    <AuthHarness api={api} navigate={navigate}>
      <div style={{ maxWidth: 448 }}>
        <LoginForm afterSignIn={() => '/garage'} />
      </div>
    </AuthHarness>
  )
}

/** The /login page's sign-in, sign-up and forgot-password form (an island); the one place a customer enters a password. */
const meta = {
  title: 'Auth/LoginForm',
  component: LoginFormStory,
  args: { auth: {}, navigate: fn() },
} satisfies Meta<typeof LoginFormStory>
export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

async function expectToast(title: string, description?: string) {
  await waitFor(() => expect(page().getByText(title, { exact: true })).toBeVisible())
  if (description) await waitFor(() => expect(page().getByText(description, { exact: true })).toBeVisible())
}

async function fillSignUp(canvas: ReturnType<typeof within>, email = 'maria.lopez@example.com') {
  await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }))
  await userEvent.type(canvas.getByLabelText('Full name'), 'Maria Lopez')
  await userEvent.type(canvas.getByLabelText('E-mail'), email)
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'correct horse')
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
}

async function fillSignIn(canvas: ReturnType<typeof within>, password = 'correct horse') {
  await userEvent.type(canvas.getByLabelText('E-mail'), 'maria.lopez@example.com')
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
}

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email')
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password')
    await fillSignIn(canvas)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/garage'))
    await settleUi()
  },
}

export const SignInFailed: Story = {
  args: { auth: { signIn: fail('Invalid login credentials') } },
  play: async ({ canvasElement, args }) => {
    await fillSignIn(within(canvasElement), 'wrong password')
    await expectToast('Sign in Failed', 'Invalid login credentials')
    await expect(args.navigate).not.toHaveBeenCalled()
    await settleUi()
  },
}

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }))
    await userEvent.type(canvas.getByLabelText('E-mail'), 'maria@')
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'short')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(canvas.getByText('Enter your full name.')).toBeVisible())
    await waitFor(() => expect(canvas.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible())
    await waitFor(() => expect(canvas.getByText('Use at least 8 characters.')).toBeVisible())
    await waitFor(() => expect(canvas.getByLabelText('Full name')).toHaveFocus())
    await expect(canvas.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    await settleUi()
  },
}

/**
 * A required field the visitor has not touched is not an error: no danger border on load (the
 * browser's `:invalid` holds for every empty required field), only once the form says so.
 */
export const UntouchedFieldsAreNotRed: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const danger = tokenColour('colors.danger.default')
    const border = (label: string) => getComputedStyle(canvas.getByLabelText(label, { exact: true })).borderTopColor
    for (const label of ['E-mail', 'Password']) await expect({ label, border: border(label) }).not.toEqual({ label, border: danger })
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }))
    for (const label of ['Full name', 'E-mail', 'Password']) await expect({ label, border: border(label) }).not.toEqual({ label, border: danger })
    // Submitted empty: now each field is marked, with its message.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(canvas.getByText('Enter your full name.')).toBeVisible())
    for (const label of ['Full name', 'E-mail', 'Password']) await waitFor(() => expect({ label, border: border(label) }).toEqual({ label, border: danger }))
  },
}

export const SignUpSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByLabelText('Full name')).toBeNull()
    await fillSignUp(canvas)
    await expectToast('Success!', 'Check your email for a confirmation link.')
    await waitFor(() => expect(canvas.getByTestId('sign-up-sent')).toHaveTextContent('maria.lopez@example.com'))
    await waitFor(() => expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue(''))
    await settleUi()
  },
}

export const SignUpEmailInUse: Story = {
  args: { auth: { signUp: fail('This email is already in use.') } },
  play: async ({ canvasElement }) => {
    await fillSignUp(within(canvasElement))
    await expectToast('Sign up Failed', 'This email is already in use.')
    await settleUi()
  },
}

export const SignUpServiceMessage: Story = {
  args: { auth: { signUp: fail('Password should be at least 8 characters.') } },
  play: async ({ canvasElement }) => {
    await fillSignUp(within(canvasElement))
    await expectToast('Sign up Failed', 'Password should be at least 8 characters.')
    await settleUi()
  },
}

export const SignUpSomethingWentWrong: Story = {
  args: { auth: { signUp: fail('Something went wrong') } },
  play: async ({ canvasElement }) => {
    await fillSignUp(within(canvasElement))
    await expectToast('Sign up Failed', 'Something went wrong')
    await settleUi()
  },
}

export const ForgotPasswordSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible())
    await expect(canvas.queryByLabelText('Password', { exact: true })).toBeNull()
    await userEvent.type(canvas.getByLabelText('E-mail'), 'anyone@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expectToast('Password Reset Email Sent', 'Check your email for a link to reset your password.')
    // Never says whether the address has an account.
    await waitFor(() => expect(canvas.getByTestId('reset-sent')).toHaveTextContent('If anyone@example.com belongs to an account'))
    await settleUi()
  },
}

export const ForgotPasswordError: Story = {
  args: { auth: { requestPasswordReset: fail('For security purposes, you can only request this after 60 seconds.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }))
    await userEvent.type(canvas.getByLabelText('E-mail'), 'maria.lopez@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expectToast('Error', 'For security purposes, you can only request this after 60 seconds.')
    await settleUi()
  },
}

/** The button shows progress and a second click sends nothing. */
export const NoDoubleSubmit: Story = {
  args: { auth: { delayMs: 800, signIn: fail('Invalid login credentials'), onCall: fn() } },
  parameters: { snapshot: { disable: true } }, // mid-request frame; the other stories cover the look
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('E-mail'), 'maria.lopez@example.com')
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'correct horse')
    const submit = canvas.getByRole('button', { name: 'Log in' })
    await userEvent.click(submit)
    await userEvent.click(submit)
    const pending = await canvas.findByRole('button', { name: 'Logging in…' })
    await expect(pending).toBeDisabled()
    await expectToast('Sign in Failed')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled())
    await expect(args.auth.onCall).toHaveBeenCalledTimes(1)
    await settleUi()
  },
}
