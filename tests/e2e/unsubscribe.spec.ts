// The unsubscribe link of a customer e-mail, end to end: a signed booking, the scheduled
// run's prep reminder, then its link. Opening the link (what a mail scanner does) or the
// List-Unsubscribe URL with a GET changes nothing; the page's one button unsubscribes.
// RFC 8058: https://www.rfc-editor.org/rfc/rfc8058; docs/decisions/143-unsubscribe-without-signing-in.md
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from 'local-supabase/config'
import { LOCAL_SIGNING_KEY, inviteeCreated, signatureHeader } from '../fixtures/scheduler/webhook'
import { expect as baseExpect, seriousAxeViolations, test } from './fixtures/test'
import { BACKEND, quietSession, uniqueEmail } from './support/leads'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const SIGNING_KEY = process.env.SCHEDULER_WEBHOOK_SIGNING_KEY || LOCAL_SIGNING_KEY
const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as { name: string; siteUrl: string }
const HOUR = 3600_000

interface Mail {
  subject: string
  text: string
  headers?: Record<string, string>
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  return (await (await request.get(`${BACKEND}/mailbox?to=${encodeURIComponent(email)}`)).json()) as Mail[]
}

/** A signed booking `hoursAhead` out, then one scheduled run (its prep reminder is due at 48 h). */
async function bookAndRun(request: APIRequestContext, email: string, hoursAhead: number) {
  const body = JSON.stringify(inviteeCreated({ email, answer: 'Signature Detail (SUV)', start: new Date(Date.now() + hoursAhead * HOUR) }))
  const delivered = await request.post(`${BACKEND}/functions/v1/scheduler-webhook`, {
    headers: { 'content-type': 'application/json', 'Calendly-Webhook-Signature': signatureHeader(body, SIGNING_KEY) },
    data: body,
  })
  expect(delivered.status(), await delivered.text()).toBe(200)
  const key = await serviceRoleKeyFor(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)
  const run = await request.post(`${BACKEND}/functions/v1/notify-owner`, { headers: { apikey: key, Authorization: `Bearer ${key}`, 'content-type': 'application/json' }, data: '{}' })
  expect(run.status(), await run.text()).toBe(200)
}

test('opening the link changes nothing; the button unsubscribes, and no more reminders come', async ({ page, request, problems }) => {
  const email = uniqueEmail('unsubscribe-page')
  await bookAndRun(request, email, 47)
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1)
  const [mail] = await mailsTo(request, email)
  const link = new RegExp(`${business.siteUrl}(/unsubscribe\\?token=[0-9a-f]{64})`).exec(mail!.text)
  expect(link, mail!.text).not.toBeNull()
  const oneClick = /^<(.+)>$/.exec(mail!.headers?.['List-Unsubscribe'] ?? '')![1]!
  expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

  // What a link scanner does: a GET of the header's URL (sent on to the page) and of the page.
  const scanned = await request.get(oneClick, { maxRedirects: 0 })
  expect(scanned.status()).toBe(303)
  expect(scanned.headers()['location']).toBe(`${business.siteUrl}${link![1]}`)
  await quietSession(page)
  await page.goto(link![1]!)
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Stop our booking e-mails?' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  // Still subscribed: the next booking's reminder comes.
  await bookAndRun(request, email, 30)
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2)

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
  await expect(page.getByText(`${business.name} will send no more booking reminders or review requests to this address.`)).toBeVisible()
  // The token is gone from the address bar (and so from the history).
  expect(new URL(page.url()).search).toBe('')

  await bookAndRun(request, email, 20)
  expect(await mailsTo(request, email)).toHaveLength(2)
  expect(problems.errors).toEqual([])
})

test('a link without a whole token, and one that is not ours, each say what to do', async ({ page, problems }) => {
  await quietSession(page)
  await page.goto('/unsubscribe?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not complete' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  expect(await page.content()).not.toContain('<script>alert(1)')

  await page.goto(`/unsubscribe?token=${'f'.repeat(64)}`)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not one we know' })).toBeVisible()
  await expect(page.getByText(`Reply to the e-mail and ${business.name} will take you off the list.`)).toBeVisible()
  expect(problems.errors).toEqual([])
})
