// Quotes from the owner's inbox, end to end on the built site and the local backend: a chat
// lead's owner mail carries "Send a quote"; its page composes and sends a quote; the customer's
// mail links to it; Approve and book opens the booking page with the quote's lines and total.
// docs/decisions/157-quotes-from-the-inbox.md
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from 'local-supabase/config'
import { expect as baseExpect, seriousAxeViolations, test } from './fixtures/test'
import { BACKEND, quietSession, uniqueEmail } from './support/leads'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as { name: string; siteUrl: string; email: string }
const OWNER = process.env.OWNER_EMAIL || business.email

interface Mail {
  subject: string
  text: string
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  return (await (await request.get(`${BACKEND}/mailbox?to=${encodeURIComponent(email)}`)).json()) as Mail[]
}

async function serviceHeaders() {
  const key = await serviceRoleKeyFor(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)
  return { apikey: key, Authorization: `Bearer ${key}`, 'content-type': 'application/json' }
}

/** One scheduled run of notify-owner (the owner's and the customers' mail). */
async function run(request: APIRequestContext) {
  const response = await request.post(`${BACKEND}/functions/v1/notify-owner`, { headers: await serviceHeaders(), data: '{}' })
  expect(response.status(), await response.text()).toBe(200)
}

test('the owner sends a quote from the lead mail; the customer approves it and books it', async ({ page, request, problems }) => {
  const email = uniqueEmail('quote-e2e')
  const name = `Quinn ${Math.random().toString(36).slice(2, 8)}`
  const lead = await request.post(`${BACKEND}/rest/v1/chatbot_leads`, {
    headers: { ...(await serviceHeaders()), Prefer: 'return=minimal' },
    data: { name, email, phone: '281-555-0100', vehicle_type: 'SUV', service_interest: 'Signature Detail' },
  })
  expect(lead.status(), await lead.text()).toBe(201)

  let composePath: string | undefined
  await expect
    .poll(async () => {
      await run(request)
      const mail = (await mailsTo(request, OWNER)).find((m) => m.subject.includes(name))
      composePath = mail ? new RegExp(`${business.siteUrl}(/quote/compose#token=[0-9a-f]{64})`).exec(mail.text)?.[1] : undefined
      return composePath
    })
    .toBeTruthy()

  await quietSession(page)
  await page.goto(composePath!)
  await expect(page.getByRole('heading', { level: 1, name: `Quote for ${name}` })).toBeVisible()
  await page.getByLabel('Catalogue service').selectOption('Signature Detail (SUV)')
  await page.getByRole('button', { name: 'Add service' }).click()
  await page.getByRole('button', { name: 'Add a custom line' }).click()
  await page.getByLabel('Line 2 name').fill('Pet hair, heavy')
  await page.getByLabel('Line 2 price').fill('49.50')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByTestId('quote-total')).toHaveText('$448.50')
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.getByRole('button', { name: `Send quote to ${email}` }).click()
  await expect(page.getByText('Sent. The customer has not answered yet.')).toBeVisible()

  let quotePath: string | undefined
  await expect
    .poll(async () => {
      await run(request)
      const mail = (await mailsTo(request, email))[0]
      quotePath = mail ? new RegExp(`${business.siteUrl}(/quote#token=[0-9a-f]{64})`).exec(mail.text)?.[1] : undefined
      return quotePath
    })
    .toBeTruthy()

  await page.goto(quotePath!)
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText('$448.50')
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Approve and book' }).click()
  await page.waitForURL(/\/book\?from=quote$/)
  await expect(page.getByRole('heading', { name: 'Your approved quote' })).toBeVisible()
  await expect(page.getByTestId('booking-total')).toHaveText('$448.50')
  await expect(page.getByText('Pet hair, heavy')).toBeVisible()
  expect(problems.errors).toEqual([])
})

test('a forged quote link and a forged compose link find nothing', async ({ page, problems }) => {
  await quietSession(page)
  await page.goto(`/quote#token=${'f'.repeat(64)}`)
  await expect(page.getByRole('alert')).toContainText('This quote link is not one we know')
  await page.goto(`/quote/compose#token=${'e'.repeat(64)}`)
  await expect(page.getByRole('alert')).toContainText('This quote link has expired or is not one we know')
  await page.goto('/quote/compose')
  await expect(page.getByRole('alert')).toContainText('This quote link is not complete')
  expect(problems.errors).toEqual([])
})
