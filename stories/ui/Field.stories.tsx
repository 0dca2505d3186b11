import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { tokenColour } from '../support/colours'
import { Field } from '../../components/ui/field'
import { validateEmail } from '../../components/account/validation'

// The message the sign-in form shows for this value, from its own validation.
const EMAIL_ERROR = validateEmail('me@') ?? ''

/** Use for every text, e-mail, phone and password input of a form: label, input and its message together, invalid only after the customer has left it or submitted. */
const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'E-mail', name: 'email', type: 'email', required: true },
  decorators: [
    (Story) => (
      <form noValidate className={css({ maxW: 'sm', p: '4' })} onSubmit={(e) => e.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A required e-mail field is `:invalid` while empty, yet nothing is red on load: the border turns
 * red only for `:user-invalid` (after the visitor changes it and leaves, or submits), never for
 * `:invalid`. The play function proves it through the submit: Chromium sets a field's user
 * validity on blur only for trusted input, which userEvent's synthetic events are not, while a
 * submit attempt sets it for every field even in a `noValidate` form
 * (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#user-validity).
 */
export const InvalidAfterSubmit: Story = {
  render: (args) => (
    <>
      <Field {...args} />
      <button type="submit" className={css({ mt: '3' })}>
        Send
      </button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('E-mail')
    await expect(input).toBeRequired()
    await expect(input.matches(':invalid')).toBe(true)
    await expect(getComputedStyle(input).borderTopColor).toBe(tokenColour('colors.border.default'))

    await userEvent.type(input, 'not-an-address')
    await userEvent.tab()
    await expect(input).not.toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    // Measured once, outside waitFor: tokenColour adds and removes a probe element, and waitFor
    // re-runs its callback on every DOM mutation, so a probe inside it loops without end.
    const danger = tokenColour('colors.danger.default')
    await waitFor(() => expect(getComputedStyle(input).borderTopColor).toBe(danger))
  },
}

/** A form's validation message: announced with the field and marks it invalid at once. */
export const WithError: Story = {
  args: { error: EMAIL_ERROR, defaultValue: 'me@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail')
    await expect(EMAIL_ERROR).not.toBe('')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(EMAIL_ERROR)
    await expect(getComputedStyle(input).borderTopColor).toBe(tokenColour('colors.danger.default'))
  },
}

/** Help text sits under the field and is read with it. */
export const WithHint: Story = {
  args: { label: 'Password', name: 'password', type: 'password', hint: 'At least 8 characters.', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAccessibleDescription('At least 8 characters.')
    // The password toggle shows what was typed and says so.
    await userEvent.type(input, 'hunter22')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** The chat's narrow panel: small medium-weight text, the label still visible. */
export const Small: Story = {
  args: { label: 'Name', name: 'name', type: 'text', size: 'sm', required: false, autoComplete: 'name' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Name')).toBeVisible()
  },
}

/** A one-field form (the discount offer): the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { label: 'Email address', hideLabel: true, placeholder: 'you@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' })
    await expect(input).toBeVisible()
    // jest-dom's toBeVisible ignores clipping, so an sr-only label counts as visible: check that
    // it is shrunk to Panda's 1px sr-only box instead.
    const label = within(canvasElement).getByText('Email address')
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
