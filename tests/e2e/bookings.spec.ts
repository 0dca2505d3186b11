// A signed-in booking lands in My Garage: Book Now records a booking intent and sends its id
// through the scheduler (utm_content), the scheduler's signed webhook stores the booking, and
// both Book Now and My Garage show it (docs/decisions/108-booking-intents.md). The scheduler's
// origin is the local stand-in (tests/e2e/support/scheduler-stub); the webhook is delivered by
// the test, signed as the scheduler signs it. And a chat lead produces exactly one owner mail.
import { readFileSync } from 'node:fs'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from 'local-supabase/config'
import { createConfirmedAccount, newPerson } from '../fixtures/auth/accounts'
import { logIn } from '../fixtures/auth/ui'
import { LOCAL_SIGNING_KEY, inviteeCreated, signatureHeader } from '../fixtures/scheduler/webhook'
import { expect as baseExpect, test } from './fixtures/test'
import { BACKEND, openChatForm, quietSession, uniqueEmail } from './support/leads'
import { stubScheduler } from './support/scheduler-stub/route'
import { rememberVisit } from './support/visit'

// Sign-up, sign-in, a garage write, the scheduler and a webhook on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

const SIGNING_KEY = process.env.SCHEDULER_WEBHOOK_SIGNING_KEY || LOCAL_SIGNING_KEY
const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as { email: string }

type PopupCall = { url: string; prefill: { email?: string; customAnswers: { a1: string; a2?: string } }; utm?: { utmContent?: string } }

const serviceHeaders = async () => {
  const key = await serviceRoleKeyFor(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)
  return { apikey: key, Authorization: `Bearer ${key}` }
}

/** "Tuesday, December 1 at 10:00 AM" in Katy's time: what Book Now says once the booking is stored. */
function katyTime(iso: string): string {
  const date = new Date(iso)
  const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'America/Chicago' })
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' })
  return `${day} at ${time}`
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (location.protocol !== 'http:') return // not in the stand-in scheduler's frame
    try {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // A frame without storage access.
    }
  })
  // Book Now's ZIP step was passed earlier in the session (tests/e2e/zip-check.spec.ts).
  await rememberVisit(page)
})

test('a signed-in booking shows as "Booking received", then its time, and lands in My Garage', async ({ page, request }) => {
  await stubScheduler(page)
  const person = await createConfirmedAccount(request, newPerson('Booker'))
  await logIn(page, person)

  // A garage vehicle, booked from its card: the intent names it.
  await page.getByRole('button', { name: 'Add a vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
  await dialog.getByLabel('Make').fill('Honda')
  await dialog.getByLabel('Model').fill('Pilot')
  await dialog.getByRole('radio', { name: /^SUV/ }).check()
  await dialog.getByRole('button', { name: 'Add vehicle' }).click()
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Honda Pilot' })
  await expect(card).not.toHaveAttribute('aria-busy')
  await expect(page.getByTestId('upcoming-booking')).toHaveCount(0)
  await expect(page.getByText('No upcoming bookings.')).toBeVisible()
  await card.getByRole('link', { name: /Book this vehicle/ }).click()
  await expect(page).toHaveURL(/\/book\/signature-detail\?vehicle=SUV&vehicleId=/)
  const vehicleId = new URL(page.url()).searchParams.get('vehicleId')

  const flow = page.getByTestId('booking-flow')
  await expect(flow.getByRole('radio', { name: /SUV/ })).toBeChecked()
  // Signed in (the account menu shows the name) before booking, so Book Now records an intent.
  await expect(page.getByRole('button', { name: new RegExp(person.fullName) })).toBeVisible()
  await flow.getByRole('button', { name: 'Book Now' }).click()
  const popup = page.getByRole('dialog', { name: 'Scheduler' })
  await expect(popup).toBeVisible()

  const [call] = await page.evaluate(() => (window as unknown as { __schedulerCalls: PopupCall[] }).__schedulerCalls)
  const intentId = call!.utm?.utmContent
  expect(intentId).toMatch(/^[0-9a-f-]{36}$/)
  expect(new URL(call!.url).searchParams.get('utm_content')).toBe(intentId)
  expect(call!.prefill.email).toBe(person.email)

  // The intent is stored for this user, with the vehicle and the line being booked.
  const intents = await request.get(`${BACKEND}/rest/v1/booking_intents?select=id,vehicle_id,vehicle_size,services&id=eq.${intentId}`, { headers: await serviceHeaders() })
  expect(intents.status()).toBe(200)
  expect(await intents.json()).toEqual([{ id: intentId, vehicle_id: vehicleId, vehicle_size: 'SUV', services: ['Signature Detail (SUV)'] }])

  // The stand-in scheduler's frame reports the booking, as the real one posts it.
  await popup.frameLocator('iframe').getByRole('button', { name: 'Schedule Event' }).click()
  await popup.getByRole('button', { name: 'Close scheduler' }).click()
  const status = page.getByTestId('booking-confirmed')
  await expect(status).toContainText('Booking received')
  await expect(status).toContainText('It will show in My Garage as soon as the scheduler confirms it.')

  // The scheduler's webhook, signed with the shared key, names the intent. No apikey header:
  // the scheduler sends none; the signature is the function's only proof of origin.
  const start = new Date(Date.now() + 7 * 24 * 3600_000)
  start.setUTCHours(15, 0, 0, 0)
  const body = JSON.stringify(inviteeCreated({ email: person.email, name: person.fullName, start, durationMinutes: 180, intentId, answer: call!.prefill.customAnswers.a1 }))
  const delivered = await request.post(`${BACKEND}/functions/v1/scheduler-webhook`, {
    headers: { 'content-type': 'application/json', 'Calendly-Webhook-Signature': signatureHeader(body, SIGNING_KEY) },
    data: body,
  })
  expect(delivered.status(), await delivered.text()).toBeLessThan(300)

  // Book Now's polling finds the row: the confirmed time, and the way to My Garage.
  await expect(status).toContainText(`You're booked for ${katyTime(start.toISOString())}`)
  await status.getByRole('link', { name: 'Go to My Garage' }).click()
  await expect(page).toHaveURL(/\/garage$/)
  const upcoming = page.getByTestId('upcoming-booking')
  await expect(upcoming).toHaveCount(1)
  await expect(upcoming).toContainText('Signature Detail (SUV)')
  await expect(upcoming).toContainText('Pilot')
  await expect(upcoming.getByRole('link', { name: /^Reschedule/ })).toHaveAttribute('target', '_blank')
  await expect(upcoming.getByRole('link', { name: /^Cancel/ })).toHaveAttribute('rel', 'noopener')
})

test('a chat lead produces exactly one owner mail', async ({ page, request }) => {
  await quietSession(page)
  await page.goto('/')
  const chat = await openChatForm(page)
  const email = uniqueEmail('owner-mail')
  await chat.getByRole('textbox', { name: 'Name' }).fill('Owner Mail Tester')
  await chat.getByRole('textbox', { name: 'Email' }).fill(email)
  await chat.getByRole('textbox', { name: /Phone/ }).fill('281-555-0100')
  await chat.getByRole('button', { name: 'Send request' }).click()
  await expect(chat.getByText(/Thanks, Owner Mail Tester!/)).toBeVisible()

  const mailsAboutLead = async () => {
    const response = await request.get(`${BACKEND}/mailbox?to=${encodeURIComponent(business.email)}`)
    expect(response.status()).toBe(200)
    return ((await response.json()) as unknown[]).filter((mail) => JSON.stringify(mail).includes(email))
  }
  const dispatch = async () => {
    const response = await request.post(`${BACKEND}/functions/v1/notify-owner`, { headers: { ...(await serviceHeaders()), 'content-type': 'application/json' }, data: {} })
    expect(response.status(), await response.text()).toBeLessThan(300)
  }

  // The dispatcher may also run on its own schedule: poll until the mail is there...
  await expect
    .poll(
      async () => {
        await dispatch()
        return (await mailsAboutLead()).length
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  // ...and running it again sends nothing twice.
  await dispatch()
  await dispatch()
  expect(await mailsAboutLead()).toHaveLength(1)
})
