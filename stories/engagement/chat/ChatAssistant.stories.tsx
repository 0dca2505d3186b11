import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../../support/wait' // waits long enough for a busy machine
import ChatAssistant from '../../../components/engagement/chat/ChatAssistant'
import { createChatSession } from '../../../components/engagement/chat/chat-session'
import type { ChatLeadOutcome } from '../../../components/engagement/chat/lead'
import { CHAT_TEXT } from '../../../components/engagement/chat/machine'
import { HONEYPOT_FIELD_NAME } from '../../../components/ui/honeypot-field'
import { Toaster } from '../../../components/ui/toaster'
import { showToast, toaster } from '../../../lib/toast/show-toast'
import { createRecentLeadStore, type RecentLeadStore } from '../../../components/engagement/lead-guard'
import { chatConfig, chatStates, sampleLead } from '../../../tests/fixtures/engagement/chat'

const stored = async (): Promise<ChatLeadOutcome> => 'stored'
/** Each story starts with nothing sent recently, kept in memory only (stories share one localStorage). */
const noRecentLeads: RecentLeadStore = { isRepeat: () => false, remember: () => {} }

/**
 * The chat assistant (docs/decisions/050-engagement-overlays.md), one story per state. Each starts from a conversation the
 * real machine produced (tests/fixtures/engagement/chat.ts) and stores leads through an injected
 * fake, so no backend is needed.
 */
const meta = {
  title: 'Engagement/Chat assistant',
  component: ChatAssistant,
  // session: null: stories share one sessionStorage, and a conversation kept there would leak into the next story.
  args: { config: chatConfig, open: true, onOpenChange: fn(), submitLead: fn(stored), recentLeads: noRecentLeads, session: null },
  // The toaster is one store per page and shows one toast at a time: start each story with none.
  beforeEach: () => {
    toaster.remove()
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport' } },
} satisfies Meta<typeof ChatAssistant>

export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)
const phone = chatConfig.phone

export const Greeting: Story = {
  args: { initial: chatStates.greeting },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Chat with us' })
    const chat = within(dialog)
    // The bot types for 500 ms, then greets and asks for the vehicle.
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.askVehicle)).toBeVisible())
    for (const vehicle of ['Sedan', 'SUV', 'Truck', 'Other']) await expect(chat.getByRole('button', { name: vehicle })).toBeVisible()
    await expect(chat.getByRole('log')).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(chat.getByRole('textbox', { name: 'Type your message' })).toHaveFocus())
  },
}

export const AskVehicleType: Story = {
  args: { initial: chatStates.askVehicleType },
  play: async () => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await userEvent.click(chat.getByRole('button', { name: 'SUV' }))
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.askService)).toBeVisible())
    for (const service of ['Signature Detail', 'Ceramic Coating', 'Interior Detail', 'Exploring']) {
      await expect(chat.getByRole('button', { name: service })).toBeVisible()
    }
  },
}

export const AskServiceInterest: Story = {
  args: { initial: chatStates.askServiceInterest },
  play: async () => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    // Keyboard only: Tab to the first service option, Enter.
    chat.getByRole('button', { name: 'Signature Detail' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.askContact)).toBeVisible())
    await waitFor(() => expect(chat.getByRole('textbox', { name: 'Name' })).toHaveFocus())
    await expect(chat.queryByRole('textbox', { name: 'Type your message' })).toBeNull()
  },
}

export const CollectingInfo: Story = {
  args: { initial: chatStates.collectingInfo },
  play: async ({ args }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await expect(chat.queryByRole('textbox', { name: 'Type your message' })).toBeNull()
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), sampleLead.name)
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(chat.getByText('Please make sure to fill out your name and email')).toBeVisible())
    await expect(args.submitLead).not.toHaveBeenCalled()
  },
}

export const CollectingInfoFailure: Story = {
  args: { initial: chatStates.collectingInfo, submitLead: fn(async (): Promise<ChatLeadOutcome> => 'failed') },
  play: async ({ args }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), sampleLead.name)
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), sampleLead.email)
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(chat.getByText('Sorry, there was an issue submitting your request. Please try again.')).toBeVisible())
    await expect(args.submitLead).toHaveBeenCalledWith({
      name: sampleLead.name,
      email: sampleLead.email,
      phone: null,
      vehicle_type: 'SUV',
      service_interest: 'Signature Detail',
    })
    // What the visitor typed is still there for a retry.
    await expect(chat.getByRole('textbox', { name: 'Name' })).toHaveValue(sampleLead.name)
    await expect(chat.getByRole('textbox', { name: 'Email' })).toHaveValue(sampleLead.email)
  },
}

export const FaqFallback: Story = {
  args: { initial: chatStates.faqFallback },
  play: async () => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await expect(chat.getByText(CHAT_TEXT.fallback(phone.display))).toBeVisible()
    await expect(chat.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute('href', `tel:${phone.e164}`)
    await expect(chat.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', `sms:${phone.e164}`)
    const input = chat.getByRole('textbox', { name: 'Type your message' })
    await userEvent.type(input, 'How much is the Signature Detail?{Enter}')
    await waitFor(() => expect(chat.getByText(/starts at \$349/)).toBeVisible())
    await userEvent.type(input, 'Can you fix my roof?{Enter}')
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.unknown(phone.display))).toBeVisible())
  },
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** A toast while the chat is open leaves its footer (the form's Send request) clear and is heard: the chat's aria-hidden does not cover it. */
export const ToastLeavesTheFooterClear: Story = {
  args: { initial: chatStates.collectingInfo },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    const send = await chat.findByRole('button', { name: 'Send request' })
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]') ?? canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull())
    showToast('success', 'Added to Bag!', 'Successfully added Signature Detail (SUV) to your bag.')
    // The open one: Ark's store may still hold an earlier story's toast while it closes.
    const toast = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="root"][data-state="open"]')
      expect(open).toHaveTextContent('Added to Bag!')
      const box = open!.getBoundingClientRect()
      expect({ top: box.top >= 0, bottom: box.bottom <= window.innerHeight }).toEqual({ top: true, bottom: true })
      return open!
    })
    await expect(toast.closest('[aria-hidden="true"]')).toBeNull()
    await waitFor(() => expect(overlaps(toast.getBoundingClientRect(), send.getBoundingClientRect())).toBe(false))
    toaster.remove()
  },
}

export const Completed: Story = {
  args: { initial: chatStates.collectingInfo },
  play: async ({ args }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), sampleLead.name)
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), sampleLead.email)
    await userEvent.type(chat.getByRole('textbox', { name: /Phone/ }), sampleLead.phone)
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(screen().getByText('Request Sent!')).toBeVisible())
    await waitFor(() => expect(screen().getByText('A detailing specialist will be in touch soon.')).toBeVisible())
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.stored(sampleLead.name))).toBeVisible())
    await expect(args.submitLead).toHaveBeenCalledOnce()
    await expect(chat.queryByRole('textbox')).toBeNull()
    toaster.remove() // toasts live 5 s: keep the image snapshot independent of that timer
  },
}

/** A phone the database would refuse gets its own message; nothing is sent, nothing is lost. */
export const BadPhone: Story = {
  args: { initial: chatStates.collectingInfo },
  play: async ({ args }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), sampleLead.name)
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), sampleLead.email)
    await userEvent.type(chat.getByRole('textbox', { name: /Phone/ }), 'call me maybe')
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.badPhone)).toBeVisible())
    await expect(args.submitLead).not.toHaveBeenCalled()
    await expect(chat.getByRole('textbox', { name: /Phone/ })).toHaveValue('call me maybe')
  },
}

/** Memory only, like noRecentLeads; the address is remembered when RepeatRefused starts. */
const repeatLeads = createRecentLeadStore('story-chat-repeat', { storage: () => undefined })

/** The same address again within a minute is refused before any request. */
export const RepeatRefused: Story = {
  args: { initial: chatStates.collectingInfo, recentLeads: repeatLeads },
  // Sent "just now" as the story starts, not when the file loaded: the window is 60 s, and on a
  // busy machine the test-runner can reach this story more than a minute after loading the file.
  beforeEach: () => {
    repeatLeads.remember(sampleLead.email)
  },
  play: async ({ args }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), sampleLead.name)
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), sampleLead.email.toUpperCase())
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.repeat)).toBeVisible())
    await expect(args.submitLead).not.toHaveBeenCalled()
    await expect(chat.getByRole('textbox', { name: 'Name' })).toHaveValue(sampleLead.name)
  },
}

/** A bot fills the hidden field; it sees the usual success and nothing is sent. */
export const HoneypotFilled: Story = {
  args: { initial: chatStates.collectingInfo },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Chat with us' })
    const chat = within(dialog)
    const trap = dialog.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD_NAME}"]`)!
    // Invisible to people and assistive technology, out of the tab order, never autofilled.
    await expect(chat.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    trap.value = 'https://spam.example'
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), 'Spam Bot')
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), 'bot@spam.example')
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(chat.getByText(CHAT_TEXT.stored('Spam Bot'))).toBeVisible())
    await expect(args.submitLead).not.toHaveBeenCalled()
    toaster.remove()
  },
}

/** A slow backend: the form shows it is busy and a second click sends nothing more. */
export const Sending: Story = {
  args: {
    initial: chatStates.collectingInfo,
    submitLead: fn(() => new Promise<ChatLeadOutcome>(() => {})), // never answers: the busy state stays for the snapshot
  },
  play: async ({ args }) => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await userEvent.type(chat.getByRole('textbox', { name: 'Name' }), sampleLead.name)
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), sampleLead.email)
    await userEvent.click(chat.getByRole('button', { name: 'Send request' }))
    const busy = await chat.findByRole('button', { name: 'Sending…' }, { timeout: 10_000 })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(chat.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly')
    await userEvent.click(busy)
    await expect(args.submitLead).toHaveBeenCalledOnce()
  },
}

/** A tab's own sessionStorage, in memory: what the previous page of the tab left (docs/decisions/130-chat-survives-page-changes.md). */
const previousPage = (() => {
  const data = new Map<string, string>()
  const session = createChatSession(() => ({ getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }))
  session.save({ context: chatStates.collectingInfo, form: { name: sampleLead.name, email: '', phone: '' }, open: true })
  return session
})()

/** The next page of the tab: the conversation is back at once (no typing again), the name typed is still there, and what follows is kept too. */
export const RestoredConversation: Story = {
  args: { session: previousPage },
  // The same view as CollectingInfo with a name typed: no second image to keep.
  parameters: { snapshot: { disable: true } },
  play: async () => {
    const chat = within(await screen().findByRole('dialog', { name: 'Chat with us' }))
    await expect(chat.getByText(CHAT_TEXT.askContact)).toBeVisible()
    await expect(chat.getByText('Signature Detail', { selector: 'p' })).toBeVisible()
    await expect(chat.queryByTestId('chat-typing')).toBeNull()
    await expect(chat.getByRole('textbox', { name: 'Name' })).toHaveValue(sampleLead.name)
    await userEvent.type(chat.getByRole('textbox', { name: 'Email' }), sampleLead.email)
    await waitFor(() => expect(previousPage.load()?.form).toEqual({ name: sampleLead.name, email: sampleLead.email, phone: '' }))
    await expect(previousPage.load()?.context).toEqual(chatStates.collectingInfo)
  },
}
