// A chat conversation survives the tab's page changes (docs/decisions/130-chat-survives-page-changes.md):
// every link loads a new document, so the conversation travels in sessionStorage.
// Over the built site and the local backend, in a real browser: the conversation is there on the
// next page and goes on; an open panel opens again by itself; a new context starts fresh; stored
// junk starts fresh without an error.
import type { Page } from '@playwright/test'
import { CHAT_OPEN_KEY } from '../../components/engagement/chat/chat-open'
import { CHAT_SESSION_KEY } from '../../components/engagement/chat/chat-session'
import { CHAT_TEXT } from '../../components/engagement/chat/machine'
import { expect, settle, test } from './fixtures/test'

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

/** No discount popup and no tour: both would cover the chat button. */
async function quietSession(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('hasSeenDiscountPopup', 'true')
    sessionStorage.setItem('hasSeenInteractiveTour', 'true')
  })
}

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' })
const userSaid = (page: Page, text: string) => chatDialog(page).locator('p', { hasText: `You: ${text}` })

/** The chat's code loads on this click (a separate chunk): give a busy machine time. */
async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(chatDialog(page)).toBeVisible({ timeout: 20_000 })
  return chatDialog(page)
}

test.describe.configure({ timeout: 90_000 })

test('a conversation survives following a link: messages, choices and the typed name are there, and it goes on to a stored lead', async ({ page, problems }) => {
  await quietSession(page)
  await page.goto('/')
  const chat = await openChat(page)
  await chat.getByRole('button', { name: 'Sedan' }).click()
  await chat.getByRole('button', { name: 'Signature Detail' }).click()
  await chat.getByRole('textbox', { name: 'Name' }).fill('Jane Driver')
  await chat.getByRole('button', { name: 'Close chat' }).click()
  await expect(chat).toBeHidden()

  await page.locator('footer a[href="/about"]').first().click()
  await expect(page).toHaveURL('/about')
  await settle(page)
  // Closed when the visitor left, closed here: nothing opens on its own.
  await expect(chatDialog(page)).toHaveCount(0)

  const again = await openChat(page)
  await expect(again.getByText(CHAT_TEXT.askContact)).toBeVisible()
  await expect(userSaid(page, 'Sedan')).toBeVisible()
  await expect(userSaid(page, 'Signature Detail')).toBeVisible()
  await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane Driver')
  // The greeting is not said twice.
  await expect(again.getByText(CHAT_TEXT.askVehicle)).toHaveCount(1)

  await again.getByRole('textbox', { name: 'Email' }).fill(unique('chat-kept'))
  await again.getByRole('button', { name: 'Send request' }).click()
  await expect(again.getByText(CHAT_TEXT.stored('Jane Driver'))).toBeVisible({ timeout: 15_000 })
  expect(problems.errors).toEqual([])
})

test('an open chat opens again by itself on the next page of the tab, and the conversation goes on', async ({ page, problems }) => {
  await quietSession(page)
  await page.goto('/')
  const chat = await openChat(page)
  await chat.getByRole('button', { name: 'Truck' }).click()
  await chat.getByRole('button', { name: 'Exploring' }).click()
  const input = chat.getByRole('textbox', { name: 'Type your message' })
  await input.fill('Do you serve Fulshear?')
  await input.press('Enter')
  await expect(chat.getByText(/We serve Katy, Fulshear, Jordan Ranch and Cinco Ranch/)).toBeVisible()

  // The panel is modal, so the visitor leaves it open by going Back, reloading or typing an address.
  await page.goto('/faq')
  const again = chatDialog(page)
  await expect(again).toBeVisible({ timeout: 20_000 })
  await expect(again.getByText(/We serve Katy, Fulshear, Jordan Ranch and Cinco Ranch/)).toBeVisible()
  await expect(userSaid(page, 'Truck')).toBeVisible()
  await expect(userSaid(page, 'Exploring')).toBeVisible()
  const nextInput = again.getByRole('textbox', { name: 'Type your message' })
  await nextInput.fill('How much is the Signature Detail?')
  await nextInput.press('Enter')
  await expect(again.getByText(/starts at \$349/)).toBeVisible()

  // Closing is kept too: the page after this one leaves it closed.
  await again.getByRole('button', { name: 'Close chat' }).click()
  await expect(again).toBeHidden()
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), CHAT_OPEN_KEY)).toBeNull()
  await page.goto('/about')
  await settle(page)
  await expect(chatDialog(page)).toHaveCount(0)
  expect(problems.errors).toEqual([])
})

test('a new browsing context starts a fresh chat', async ({ page, browser, problems }) => {
  await quietSession(page)
  await page.goto('/')
  const chat = await openChat(page)
  await chat.getByRole('button', { name: 'SUV' }).click()
  await expect(userSaid(page, 'SUV')).toBeVisible()
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), CHAT_SESSION_KEY)).not.toBeNull()

  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin })
  try {
    const other = await fresh.newPage()
    const errors: string[] = []
    other.on('pageerror', (error) => errors.push(error.message))
    await quietSession(other)
    await other.goto('/')
    const otherChat = await openChat(other)
    await expect(otherChat.getByText(CHAT_TEXT.askVehicle)).toBeVisible()
    await expect(userSaid(other, 'SUV')).toHaveCount(0)
    expect(errors).toEqual([])
  } finally {
    await fresh.close()
  }
  expect(problems.errors).toEqual([])
})

for (const [why, stored] of [
  ['unreadable JSON', '{"v":1,"state":"ask_ve'],
  ['another version', JSON.stringify({ v: 999, state: 'completed', messages: [], form: { name: '', email: '', phone: '' }, open: true })],
] as const) {
  test(`stored chat data with ${why} starts a fresh chat without an error`, async ({ page, problems }) => {
    await quietSession(page)
    await page.addInitScript(
      ([conversationKey, openKey, value]) => {
        // Only on the first document: the test then watches what the site leaves behind.
        if (sessionStorage.getItem('__seeded')) return
        sessionStorage.setItem('__seeded', '1')
        sessionStorage.setItem(conversationKey, value)
        sessionStorage.setItem(openKey, '1')
      },
      [CHAT_SESSION_KEY, CHAT_OPEN_KEY, stored] as const,
    )
    await page.goto('/')
    // The open flag wakes the engagement region at once; finding nothing usable, it clears both keys.
    await expect.poll(() => page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), [CHAT_SESSION_KEY, CHAT_OPEN_KEY]), { timeout: 15_000 }).toEqual([null, null])
    await expect(chatDialog(page)).toHaveCount(0)
    const chat = await openChat(page)
    await expect(chat.getByText(CHAT_TEXT.askVehicle)).toBeVisible()
    expect(problems.errors).toEqual([])
  })
}
