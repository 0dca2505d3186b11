import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Field } from '../../components/ui/field'
import { HONEYPOT_FIELD_NAME, HoneypotField, readHoneypot } from '../../components/ui/honeypot-field'

/** A lead form as the chat and the discount popup build it: a person's field, the trap, a submit that reports what it read. */
function LeadForm() {
  const [read, setRead] = useState<string | null>(null)
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '3', maxW: 'sm', p: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        setRead(readHoneypot(event.currentTarget))
      }}
    >
      <Field label="E-mail" name="email" type="email" />
      <HoneypotField id="story-honeypot" />
      <button type="submit" className={button({ variant: 'solid' })}>
        Send
      </button>
      {read === null ? null : <output>{read ? `A bot filled the trap: ${read}` : 'Sent by a person'}</output>}
    </form>
  )
}

/** Use in every public form that sends a lead or creates a record without signing in, beside Turnstile: only a bot fills it, and the form then shows its usual success and sends nothing. A person never sees, hears or tabs into it. */
const meta = {
  title: 'UI/HoneypotField',
  component: HoneypotField,
  args: { id: 'story-honeypot' },
  render: () => <LeadForm />,
} satisfies Meta<typeof HoneypotField>

export default meta
type Story = StoryObj<typeof meta>

/** A person fills the form with the keyboard: Tab goes from the e-mail to Send, the trap is out of reach and read as empty. */
export const PersonSkipsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Hidden from assistive technology: the only textbox a screen reader lists is the e-mail.
    await expect(canvas.getAllByRole('textbox')).toEqual([canvas.getByRole('textbox', { name: 'E-mail' })])
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail' }))
    await userEvent.keyboard('pat@example.com')
    await userEvent.tab()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByText('Sent by a person')).toBeVisible())
  },
}

/** A bot fills every field by name: the form reads what it put in the trap. */
export const BotFillsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trap = canvasElement.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD_NAME}"]`)
    await expect(trap).not.toBeNull()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    trap!.value = 'https://spam.example'
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(canvas.getByText('A bot filled the trap: https://spam.example')).toBeVisible())
  },
}
