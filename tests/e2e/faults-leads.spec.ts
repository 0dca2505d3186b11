// Faults for the lead forms: the backend down, slow (5 s) or answering 500 / 503, each
// injected by intercepting the backend's URL. The visitor reads the spec's message, keeps what
// they typed, and the retry (backend back) goes through without retyping. Slow: a busy state,
// one request however often the visitor clicks, then success.

import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures/test'
import { BACKEND, chatDialog, discountPopup, openChatForm, quietSession, readLeadRows, uniqueEmail, waitForDiscountPopup } from './support/leads'

type Fault = 'down' | '500' | '503'
const FAULTS: Fault[] = ['down', '500', '503']
const SLOW_MS = 5000

const CHAT_FAILED = 'Sorry, there was an issue submitting your request. Please try again.'
const DISCOUNT_FAILED = { title: 'Submission Failed', description: "We couldn't process your request. Please check your connection and try again." }
const DISCOUNT_SENT = 'Your 10% discount code is on its way. Check your inbox!'

/** The page's own origin may read the fake answer (it is a cross-origin call to the backend). */
function corsHeaders(route: Route): Record<string, string> {
  return { 'access-control-allow-origin': route.request().headers()['origin'] ?? '*', 'content-type': 'application/json' }
}

/** Makes every request to `path` on the backend fail the given way until `page.unroute`. */
async function injectFault(page: Page, path: string, fault: Fault) {
  await page.route(`${BACKEND}${path}**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue() // the CORS preflight is not the fault
    if (fault === 'down') return route.abort('connectionrefused')
    const body =
      fault === '500'
        ? { code: 'XX000', message: 'internal error', details: null, hint: null }
        : { code: 'PGRST002', message: 'Could not query the database for the schema cache. Retrying.', details: null, hint: null }
    return route.fulfill({ status: Number(fault), headers: { ...corsHeaders(route), ...(fault === '503' ? { 'retry-after': '1' } : {}) }, body: JSON.stringify(body) })
  })
}

/** Answers every request to `path` only after SLOW_MS; counts the POSTs. */
async function slowDown(page: Page, path: string) {
  const posts = { count: 0 }
  await page.route(`${BACKEND}${path}**`, async (route) => {
    if (route.request().method() === 'POST') posts.count++
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
    await route.continue()
  })
  return posts
}

test.describe('chat quote request when the backend fails', () => {
  for (const fault of FAULTS) {
    test(`backend ${fault}: the bot says so, the answers stay, the retry is stored`, async ({ page }) => {
      await quietSession(page)
      await injectFault(page, '/rest/v1/chatbot_leads', fault)
      await page.goto('/')
      const chat = await openChatForm(page)
      const email = uniqueEmail(`chat-${fault}`)
      await chat.getByRole('textbox', { name: 'Name' }).fill('Fault Tester')
      await chat.getByRole('textbox', { name: 'Email' }).fill(email)
      await chat.getByRole('textbox', { name: /Phone/ }).fill('281-555-0100')
      await chat.getByRole('button', { name: 'Send request' }).click()

      await expect(chat.getByText(CHAT_FAILED)).toBeVisible()
      await expect(page.getByText('Request Sent!')).toHaveCount(0)
      await expect(chat.getByRole('textbox', { name: 'Name' })).toHaveValue('Fault Tester')
      await expect(chat.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
      await expect(chat.getByRole('textbox', { name: /Phone/ })).toHaveValue('281-555-0100')
      expect(await readLeadRows('chatbot_leads', email)).toEqual([])

      // The backend is back: the same button, nothing retyped.
      await page.unroute(`${BACKEND}/rest/v1/chatbot_leads**`)
      await chat.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Request Sent!')).toBeVisible()
      await expect(chat.getByText(/Thanks, Fault Tester!/)).toBeVisible()
      expect(await readLeadRows('chatbot_leads', email)).toMatchObject([{ name: 'Fault Tester', email, phone: '281-555-0100', vehicle_type: 'Truck', service_interest: 'Signature Detail' }])
    })
  }

  test('slow backend: busy while waiting, one request despite more clicks, then stored', async ({ page }) => {
    test.setTimeout(60_000)
    await quietSession(page)
    const posts = await slowDown(page, '/rest/v1/chatbot_leads')
    await page.goto('/')
    const chat = await openChatForm(page)
    const email = uniqueEmail('chat-slow')
    await chat.getByRole('textbox', { name: 'Name' }).fill('Patient Person')
    await chat.getByRole('textbox', { name: 'Email' }).fill(email)
    await chat.getByRole('button', { name: 'Send request' }).click()

    const busy = chat.getByRole('button', { name: 'Sending…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(chat.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '')
    await busy.click({ force: true }) // aria-disabled, not disabled: a click still arrives and must be ignored
    await chat.getByRole('textbox', { name: 'Name' }).press('Enter')
    await expect(page.getByText('Request Sent!')).toBeVisible({ timeout: SLOW_MS + 5000 })
    expect(posts.count).toBe(1)
    expect(await readLeadRows('chatbot_leads', email)).toHaveLength(1)
    await expect(chatDialog(page).getByText(CHAT_FAILED)).toHaveCount(0)
  })
})

test.describe('discount popup when the backend fails', () => {
  async function fillPopup(page: Page, email: string) {
    await page.goto('/about')
    const popup = await waitForDiscountPopup(page)
    await popup.getByRole('textbox', { name: 'Email address' }).fill(email)
    await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
    return popup
  }

  async function expectSubmissionFailed(page: Page, email: string) {
    await expect(page.getByText(DISCOUNT_FAILED.title)).toBeVisible()
    await expect(page.getByText(DISCOUNT_FAILED.description)).toBeVisible()
    // The popup still offers the form, with the address as typed.
    await expect(discountPopup(page).getByRole('textbox', { name: 'Email address' })).toHaveValue(email)
    await expect(page.getByText(DISCOUNT_SENT)).toHaveCount(0)
  }

  for (const fault of FAULTS) {
    test(`backend ${fault} on the lead insert: Submission Failed, e-mail kept, the retry sends`, async ({ page }) => {
      const email = uniqueEmail(`discount-${fault}`)
      await injectFault(page, '/rest/v1/leads', fault)
      const popup = await fillPopup(page, email)
      await expectSubmissionFailed(page, email)
      expect(await readLeadRows('leads', email)).toEqual([])

      await page.unroute(`${BACKEND}/rest/v1/leads**`)
      await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
      await expect(page.getByText(DISCOUNT_SENT)).toBeVisible()
      expect(await readLeadRows('leads', email)).toHaveLength(1)
    })

    test(`backend ${fault} on send-discount-email: Submission Failed, and the retry still sends the code`, async ({ page }) => {
      const email = uniqueEmail(`mail-${fault}`)
      await injectFault(page, '/functions/v1/send-discount-email', fault)
      const popup = await fillPopup(page, email)
      await expectSubmissionFailed(page, email)
      // The lead went in before the e-mail failed ...
      expect(await readLeadRows('leads', email)).toHaveLength(1)

      // ... so the retry is a duplicate (Already Subscribed!, and the e-mail is still sent).
      await page.unroute(`${BACKEND}/functions/v1/send-discount-email**`)
      await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
      await expect(page.getByText(DISCOUNT_SENT)).toBeVisible()
      const mails = (await (await fetch(`${BACKEND}/mailbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
      expect(mails.flatMap((m) => m.text.match(/FIRST10-[A-Z0-9]{8}/g) ?? [])).toHaveLength(1)
    })
  }

  test('slow backend: busy while waiting, one request despite more clicks, then the thank-you', async ({ page }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail('discount-slow')
    const posts = await slowDown(page, '/rest/v1/leads')
    const popup = await fillPopup(page, email)
    const busy = popup.getByRole('button', { name: 'Sending…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(popup.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly', '')
    await busy.click({ force: true }) // aria-disabled, not disabled: a click still arrives and must be ignored
    await popup.getByRole('textbox', { name: 'Email address' }).press('Enter')
    await expect(page.getByText(DISCOUNT_SENT)).toBeVisible({ timeout: SLOW_MS + 5000 })
    expect(posts.count).toBe(1)
    expect(await readLeadRows('leads', email)).toHaveLength(1)
    await expect(page.getByText(DISCOUNT_FAILED.title)).toHaveCount(0)
  })
})
