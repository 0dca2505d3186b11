import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../../support/wait' // waits long enough for a busy machine
import { DiscountPopup } from '../../../components/engagement/discount/DiscountPopup'
import { DISCOUNT_MESSAGES } from '../../../components/engagement/discount/messages'
import { submitDiscount } from '../../../components/engagement/discount/submit'
import { HONEYPOT_FIELD_NAME } from '../../../components/ui/honeypot-field'
import { Toaster } from '../../../components/ui/toaster'
import { createRecentLeadStore } from '../../../components/engagement/lead-guard'
import { showToast, toaster } from '../../../lib/toast/show-toast'
import { EXISTING_SUBSCRIBER, NEW_SUBSCRIBER } from '../../../tests/fixtures/engagement/emails'
import { createFakeSupabase, NETWORK_ERROR, type FakeClientOptions } from '../../../tests/fixtures/engagement/fake-supabase'
import { tokenColour } from '../../support/colours'
import { onViewport } from '../../../.storybook/viewports'

/** The real submit flow against a fake client: the same fixtures the unit tests use. */
function fakeSubmit(options: FakeClientOptions = {}, recentlySent: string[] = []) {
  const fake = createFakeSupabase(options)
  // Memory only: stories share one localStorage, and each starts with nothing sent recently.
  const recent = createRecentLeadStore('story-discount', { storage: () => undefined })
  for (const email of recentlySent) recent.remember(email)
  const submit = (email: string, honeypot: string) => submitDiscount({ email, honeypot, recent, getClient: fake.getClient, notify: showToast })
  return Object.assign(submit, { calls: fake.calls })
}

/** The first-visit discount popup (docs/decisions/050-engagement-overlays.md): a non-modal card over a readable page. */
const meta = {
  title: 'Engagement/Discount popup',
  component: DiscountPopup,
  args: { onClose: fn(), onEngage: fn(), submit: fakeSubmit() },
  // The toaster is one store per page and shows one toast at a time: start each story with none.
  beforeEach: () => {
    toaster.remove()
  },
  decorators: [
    (Story) => (
      <>
        <p style={{ maxWidth: '40rem' }}>The page behind the popup stays readable and usable.</p>
        <Story />
        <Toaster />
      </>
    ),
  ],
  parameters: { snapshot: { target: 'viewport' } },
} satisfies Meta<typeof DiscountPopup>

export default meta
type Story = StoryObj<typeof meta>

/** Toasts live 5 s; the image snapshot must not depend on whether one is still up. */
const clearToasts = () => toaster.remove()

const popup = () => within(document.body).getByRole('dialog', { name: 'Get 10% off your first detail' })

export const Form: Story = {
  play: async ({ args }) => {
    const card = within(popup())
    const input = card.getByRole('textbox', { name: 'Email address' })
    await expect(input).toBeRequired()
    await expect(input).not.toHaveFocus() // it never takes focus by itself
    await expect(popup()).toHaveAttribute('aria-modal', 'false')
    await userEvent.click(card.getByRole('button', { name: 'No thanks' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    // Closing it asks the site for nothing: the form ticket waits for the e-mail field.
    await expect(args.onEngage).not.toHaveBeenCalled()
  },
}

/** The site asks for the form ticket when the e-mail field takes the focus, not when the card shows. */
export const EngagesOnEmailFocus: Story = {
  parameters: { snapshot: { disable: true } },
  play: async ({ args }) => {
    const input = within(popup()).getByRole('textbox', { name: 'Email address' })
    await expect(args.onEngage).not.toHaveBeenCalled()
    await userEvent.click(input)
    await waitFor(() => expect(args.onEngage).toHaveBeenCalled())
  },
}

/** The empty e-mail field is not an error before the visitor has typed or submitted. */
export const UntouchedEmailIsNotRed: Story = {
  parameters: { snapshot: { disable: true } },
  play: async () => {
    const input = within(popup()).getByRole('textbox', { name: 'Email address' })
    await expect(getComputedStyle(input).borderTopColor).not.toBe(tokenColour('colors.danger.default'))
  },
}

export const InvalidEmail: Story = {
  play: async () => {
    const card = within(popup())
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), 'jane@')
    await userEvent.click(card.getByRole('button', { name: 'Claim my 10% off' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.invalid.title)).toBeVisible())
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.invalid.description)).toBeVisible())
    clearToasts()
    await expect(card.getByRole('textbox', { name: 'Email address' })).toHaveValue('jane@')
  },
}

export const AlreadySubscribed: Story = {
  args: { submit: fakeSubmit({ existingEmails: [EXISTING_SUBSCRIBER] }) },
  play: async () => {
    const card = within(popup())
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), EXISTING_SUBSCRIBER)
    await userEvent.click(card.getByRole('button', { name: 'Claim my 10% off' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.duplicate.title)).toBeVisible())
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.duplicate.description)).toBeVisible())
    // The discount e-mail is still sent: the thank-you view follows.
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.success)).toBeVisible())
    clearToasts()
  },
}

export const SubmissionFailed: Story = {
  args: { submit: fakeSubmit({ insertError: NETWORK_ERROR }) },
  play: async () => {
    const card = within(popup())
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), NEW_SUBSCRIBER)
    await userEvent.click(card.getByRole('button', { name: 'Claim my 10% off' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.failed.title)).toBeVisible())
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.failed.description)).toBeVisible())
    clearToasts()
    await expect(card.getByRole('textbox', { name: 'Email address' })).toHaveValue(NEW_SUBSCRIBER)
  },
}

export const ThankYou: Story = {
  play: async ({ args }) => {
    const card = within(popup())
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), `${NEW_SUBSCRIBER}{Enter}`)
    const body = within(document.body)
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.success)).toBeVisible())
    // The view moves focus to the message in an effect and a frame after it renders: wait for it,
    // as long as a busy machine needs (stories/support/wait.ts), querying the message afresh.
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.success)).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce())
  },
}

/** The same address again within a minute is refused before any request. */
export const AlreadySent: Story = {
  args: { submit: fakeSubmit({}, [NEW_SUBSCRIBER]) },
  play: async ({ args }) => {
    const card = within(popup())
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), NEW_SUBSCRIBER)
    await userEvent.click(card.getByRole('button', { name: 'Claim my 10% off' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.repeat.title)).toBeVisible())
    await waitFor(() => expect(body.getByText(DISCOUNT_MESSAGES.repeat.description)).toBeVisible())
    await expect((args.submit as ReturnType<typeof fakeSubmit>).calls).toEqual({ inserts: [], invokes: [] })
    await expect(card.getByRole('textbox', { name: 'Email address' })).toHaveValue(NEW_SUBSCRIBER)
    clearToasts()
  },
}

/** A bot fills the hidden field; it sees the thank-you view and nothing is sent. */
export const HoneypotFilled: Story = {
  args: { submit: fakeSubmit() },
  play: async ({ args }) => {
    const card = within(popup())
    const trap = popup().querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD_NAME}"]`)!
    await expect(card.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    trap.value = 'https://spam.example'
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), 'bot@spam.example')
    await userEvent.click(card.getByRole('button', { name: 'Claim my 10% off' }))
    await waitFor(() => expect(within(document.body).getByText(DISCOUNT_MESSAGES.success)).toBeVisible())
    await expect((args.submit as ReturnType<typeof fakeSubmit>).calls).toEqual({ inserts: [], invokes: [] })
  },
}

/** A slow backend: the form shows it is busy and a second click sends nothing more. */
export const Sending: Story = {
  args: { submit: fakeSubmit({ delayMs: 60_000 }) },
  play: async ({ args }) => {
    const card = within(popup())
    await userEvent.type(card.getByRole('textbox', { name: 'Email address' }), NEW_SUBSCRIBER)
    await userEvent.click(card.getByRole('button', { name: 'Claim my 10% off' }))
    const busy = await card.findByRole('button', { name: 'Sending…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(card.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly')
    await userEvent.click(busy)
    await userEvent.keyboard('{Enter}')
    // The fake records a call when it answers; nothing has answered, and only one submit is in flight.
    await expect((args.submit as ReturnType<typeof fakeSubmit>).calls).toEqual({ inserts: [], invokes: [] })
  },
}

/**
 * Escape dismisses the card with the focus on the page (the card never takes focus), as the ×
 * does: the site's onClose marks it seen (docs/decisions/050-engagement-overlays.md). A phone and a desktop.
 */
async function escapeFromThePage(onClose: () => void) {
  await waitFor(() => expect(popup()).toBeInTheDocument())
  // The focus where a visitor reading the page has it: on the page, not in the card.
  const page = within(document.body).getByText('The page behind the popup stays readable and usable.')
  await userEvent.click(page)
  await expect(popup().contains(document.activeElement)).toBe(false)
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
}

export const EscapeFromThePageOnAPhone: Story = {
  parameters: { snapshot: { disable: true } },
  globals: onViewport('phone'),
  play: async ({ args }) => escapeFromThePage(args.onClose),
}

export const EscapeFromThePageOnADesktop: Story = {
  parameters: { snapshot: { disable: true } },
  globals: onViewport('desktop'),
  play: async ({ args }) => escapeFromThePage(args.onClose),
}
