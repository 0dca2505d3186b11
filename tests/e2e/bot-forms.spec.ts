// Bots cannot flood the public forms, even one that skips the browser's own checks
// (docs/decisions/144-bot-proof-forms.md). Each test lets the site build its real request
// and then turns it into a bot's (page.route rewrites the body on its way out): the trap
// field filled, or a form ticket asked for just now (faster than the 3 s fill time). The
// database answers 201 as for a person, so the form shows its usual success; nothing is
// stored and, after the owner-mail dispatcher has run, nothing reached the owner. The same
// for a sign-up, which the Before User Created hook refuses before any account or mail exists.
import { readFileSync } from 'node:fs'
import type { Page, Request } from '@playwright/test'
import { DEFAULT_JWT_SECRET, anonKeyFor, serviceRoleKeyFor } from 'local-supabase/config'
import { CONFIRM_SUBJECT, countMail, newPerson } from '../fixtures/auth/accounts'
import { signUp } from '../fixtures/auth/ui'
import { expect as baseExpect, test } from './fixtures/test'
import { BACKEND, openChatForm, quietSession, readLeadRows, uniqueEmail, waitForDiscountPopup } from './support/leads'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as { email: string }
const secret = process.env.JWT_SECRET || DEFAULT_JWT_SECRET

/** A ticket the database issued just now: what a bot gets that does not wait. */
async function freshTicket(): Promise<string> {
  const key = await anonKeyFor(secret)
  const response = await fetch(`${BACKEND}/rest/v1/rpc/form_ticket`, { method: 'POST', headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: '{}' })
  return (await response.json()) as string
}

/** Rewrites the site's own POST to `path` as a bot would send it; resolves with the answer's status. */
async function asBot(page: Page, path: string, rewrite: (body: Record<string, unknown>) => Promise<Record<string, unknown>>) {
  let sent: Request | undefined
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      sent = request
      const body = (request.postDataJSON() ?? {}) as Record<string, unknown>
      await route.continue({ postData: JSON.stringify(await rewrite(body)) })
    },
  )
  return async () => {
    await expect.poll(() => sent !== undefined).toBe(true)
    return (await sent!.response())?.status()
  }
}

/** Runs the owner-mail dispatcher, then the owner's mails that mention `text`. */
async function ownerMailsAbout(text: string): Promise<unknown[]> {
  const key = await serviceRoleKeyFor(secret)
  const dispatched = await fetch(`${BACKEND}/functions/v1/notify-owner`, { method: 'POST', headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: '{}' })
  expect(dispatched.status, await dispatched.text()).toBeLessThan(300)
  const response = await fetch(`${BACKEND}/mailbox?to=${encodeURIComponent(business.email)}`)
  return ((await response.json()) as unknown[]).filter((mail) => JSON.stringify(mail).includes(text))
}

test('chat: a bot that fills the trap behind the browser\'s back is shown "Request Sent!" and reaches nobody', async ({ page }) => {
  await quietSession(page)
  const status = await asBot(page, '/rest/v1/chatbot_leads', async (body) => ({ ...body, website: 'https://spam.example' }))
  await page.goto('/')
  const chat = await openChatForm(page)
  const email = uniqueEmail('bot-chat')
  await chat.getByRole('textbox', { name: 'Name' }).fill('Spam Bot')
  await chat.getByRole('textbox', { name: 'Email' }).fill(email)
  await chat.getByRole('button', { name: 'Send request' }).click()
  expect(await status()).toBe(201)
  await expect(page.getByText('Request Sent!')).toBeVisible()
  expect(await readLeadRows('chatbot_leads', email)).toEqual([])
  expect(await ownerMailsAbout(email)).toEqual([])
})

test('discount: a bot that sends at once (a ticket younger than 3 s) is shown the thank-you and reaches nobody', async ({ page }) => {
  const status = await asBot(page, '/rest/v1/leads', async (body) => ({ ...body, form_ticket: await freshTicket() }))
  await page.goto('/about')
  const popup = await waitForDiscountPopup(page)
  const email = uniqueEmail('bot-discount')
  await popup.getByRole('textbox', { name: 'Email address' }).fill(email)
  await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
  expect(await status()).toBe(201)
  await expect(page.getByText('Your 10% discount code is on its way. Check your inbox!')).toBeVisible()
  expect(await readLeadRows('leads', email)).toEqual([])
  expect(await ownerMailsAbout(email)).toEqual([])
})

test('discount: a person, however quick, is stored and the owner hears of it once', async ({ page }) => {
  await page.goto('/about')
  const popup = await waitForDiscountPopup(page)
  const email = uniqueEmail('person-discount')
  // Filled and sent at once: the form waits out the rest of the fill time itself.
  await popup.getByRole('textbox', { name: 'Email address' }).fill(email)
  await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
  await expect(page.getByText('Your 10% discount code is on its way. Check your inbox!')).toBeVisible()
  expect(await readLeadRows('leads', email)).toMatchObject([{ email, website: null, form_ticket: null }])
  await expect.poll(async () => (await ownerMailsAbout(email)).length, { timeout: 20_000 }).toBe(1)
})

test("sign-up: a bot that fills the trap behind the browser's back gets no account and no mail", async ({ page, request }) => {
  const status = await asBot(page, '/auth/v1/signup', async (body) => ({ ...body, data: { ...(body.data as object), website: 'https://spam.example' } }))
  const person = newPerson('Bot')
  await signUp(page, person)
  expect(await status()).toBe(400)
  await expect(page.getByText('Sign-up is not available right now.')).toBeVisible()
  expect(await countMail(request, person.email, CONFIRM_SUBJECT)).toBe(0)
})
