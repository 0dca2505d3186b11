// The service-area check before the scheduler, the prep and policy tick and the waiting list
// (docs/decisions/146-zip-check-and-visit-terms.md), over the built site and the local backend:
// an in-area ZIP opens the scheduler (the local stand-in, tests/e2e/support/scheduler-stub) with
// the ZIP and the tick as answers; an out-of-area ZIP lands on the waiting list, whose row the
// owner hears of through the outbox (supabase/migrations/20261127200000_waitlist.sql); a repeat
// from the browser that joined is answered kindly from its own memory, without a request (the
// API answers a repeat like a join, 20261201100000_single_use_form_tickets.sql).
import { readFileSync } from 'node:fs'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from 'local-supabase/config'
import { expect as baseExpect, seriousAxeViolations, settle, test } from './fixtures/test'
import { BACKEND, uniqueEmail } from './support/leads'
import { stubScheduler } from './support/scheduler-stub/route'

// The waiting list waits out the forms' 3 s minimum fill time; the machine is shared.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

const business = JSON.parse(readFileSync(new URL('../../data/business.json', import.meta.url), 'utf8')) as { email: string }
const { areas } = JSON.parse(readFileSync(new URL('../../data/areas.json', import.meta.url), 'utf8')) as { areas: { name: string; zipCodes: string[] }[] }
const TICK = "I've read how to get ready and the cancellation policy"

type Call = { url: string; prefill: { customAnswers: Record<string, string> } }

const serviceHeaders = async () => {
  const key = await serviceRoleKeyFor(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)
  return { apikey: key, Authorization: `Bearer ${key}` }
}

// No discount popup and no tour (their own specs). Guarded: the stand-in scheduler's frame has
// no storage access.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (location.protocol !== 'http:') return
    try {
      sessionStorage.setItem('hasSeenDiscountPopup', 'true')
      sessionStorage.setItem('hasSeenInteractiveTour', 'true')
    } catch {
      // A frame without storage access.
    }
  })
})

test('an in-area ZIP and the tick open the scheduler with both as answers; the session remembers them', async ({ page, problems }) => {
  await stubScheduler(page)
  await page.goto('/book/signature-detail')
  await settle(page)
  const flow = page.getByTestId('booking-flow')
  // The service's prep items and the policies are on the page before anything is clicked.
  await expect(flow.getByRole('list', { name: 'How to get ready' })).toContainText('water spigot')
  await expect(page.getByTestId('visit-terms')).toContainText('Cancellation')

  await flow.getByRole('button', { name: 'Book Now' }).click()
  const zip = flow.getByRole('textbox', { name: 'ZIP code of the visit' })
  await expect(zip).toBeFocused()
  await zip.fill('774')
  await flow.getByRole('button', { name: 'Continue to scheduling' }).click()
  await expect(flow.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code.')
  await expect(page.getByRole('dialog', { name: 'Scheduler' })).toHaveCount(0)

  // In the area, but the policy not ticked: refused in place, the focus on the box.
  await zip.fill('77494')
  await flow.getByRole('button', { name: 'Continue to scheduling' }).click()
  await expect(flow.getByRole('alert')).toContainText('Tick the box')
  await expect(flow.getByRole('checkbox', { name: TICK })).toBeFocused()
  expect(await seriousAxeViolations(page), 'serious or critical axe violations in the ZIP step').toEqual([])
  await expect(page.getByRole('dialog', { name: 'Scheduler' })).toHaveCount(0)

  await flow.getByRole('checkbox', { name: TICK }).check()
  await flow.getByRole('button', { name: 'Continue to scheduling' }).click()
  const popup = page.getByRole('dialog', { name: 'Scheduler' })
  await expect(popup).toBeVisible()
  const calls = () => page.evaluate(() => (window as unknown as { __schedulerCalls: Call[] }).__schedulerCalls)
  const [first] = await calls()
  expect(first!.prefill.customAnswers.a1).toBe('Signature Detail (Sedan). Vehicle size: Sedan')
  expect(first!.prefill.customAnswers.a3).toBe('77494')
  expect(first!.prefill.customAnswers.a4).toMatch(/^Yes/)
  expect(new URL(first!.url).searchParams.get('a3')).toBe('77494')

  // Another page of the session: Book Now goes straight to the scheduler, and says which ZIP.
  await popup.getByRole('button', { name: 'Close scheduler' }).click()
  await page.goto('/book/interior-detail')
  await settle(page)
  await expect(page.getByTestId('visit-zip')).toContainText('77494')
  await page.getByTestId('booking-flow').getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: 'Scheduler' })).toBeVisible()
  expect((await calls()).at(-1)!.prefill.customAnswers.a3).toBe('77494')
  // ...and the ZIP can be changed.
  await page.getByRole('dialog', { name: 'Scheduler' }).getByRole('button', { name: 'Close scheduler' }).click()
  await page.getByRole('button', { name: 'Change ZIP code' }).click()
  await expect(page.getByRole('textbox', { name: 'ZIP code of the visit' })).toHaveValue('77494')
  expect(problems.errors).toEqual([])
})

test('an out-of-area ZIP joins the waiting list: the row is stored, the owner is told, a repeat is answered kindly', async ({ page, request, problems }) => {
  const requests = await stubScheduler(page)
  const email = uniqueEmail('waitlist')
  await page.goto('/book/interior-detail')
  await settle(page)
  const flow = page.getByTestId('booking-flow')
  await flow.getByRole('button', { name: 'Book Now' }).click()
  await flow.getByRole('textbox', { name: 'ZIP code of the visit' }).fill('77084')
  await flow.getByRole('button', { name: 'Continue to scheduling' }).click()
  const heading = flow.getByRole('heading', { name: "We don't come to 77084 yet" })
  await expect(heading).toBeFocused()

  await flow.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await flow.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(flow.getByRole('status')).toContainText(`We'll e-mail ${email} as soon as we come to 77084.`)
  // The scheduler was never loaded for an address we do not serve.
  expect(requests.counts).toEqual({})

  // The row, read with the service role (anon may insert but never read).
  const rows = await (await request.get(`${BACKEND}/rest/v1/waitlist?select=email,zip&email=eq.${encodeURIComponent(email)}`, { headers: await serviceHeaders() })).json()
  expect(rows).toEqual([{ email, zip: '77084' }])

  // The owner hears of it: the outbox's dispatcher (also on its own schedule) mails the owner.
  const ownerMails = async () => {
    const mails = (await (await request.get(`${BACKEND}/mailbox?to=${encodeURIComponent(business.email)}`)).json()) as unknown[]
    return mails.filter((mail) => JSON.stringify(mail).includes(email))
  }
  await expect
    .poll(
      async () => {
        await request.post(`${BACKEND}/functions/v1/notify-owner`, { headers: { ...(await serviceHeaders()), 'content-type': 'application/json' }, data: {} })
        return (await ownerMails()).length
      },
      { timeout: 30_000 },
    )
    .toBe(1)

  // The same address and ZIP again, from the service-areas page's check: this browser
  // remembers its join and says so kindly, sending nothing.
  await page.goto('/service-areas')
  await settle(page)
  const check = page.getByTestId('zip-check')
  await check.getByRole('textbox', { name: 'Your ZIP code' }).fill('77084')
  await check.getByRole('button', { name: 'Check my ZIP' }).click()
  await expect(check.getByRole('heading', { name: "We don't come to 77084 yet" })).toBeVisible()
  await check.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase())
  await check.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(check.getByRole('status')).toContainText("You're already on the list for 77084")
  const after = await (await request.get(`${BACKEND}/rest/v1/waitlist?select=email&zip=eq.77084&email=ilike.${encodeURIComponent(email)}`, { headers: await serviceHeaders() })).json()
  expect(after).toHaveLength(1)
  expect(problems.errors).toEqual([])
})

test("the service-areas page's check: bad input refused in place, an in-area ZIP is good news with a way to book", async ({ page, problems }) => {
  await page.goto('/service-areas')
  await settle(page)
  const check = page.getByTestId('zip-check')
  // The list of ZIP codes is the no-script way round the form (below): never drawn with a script.
  await expect(check.getByTestId('zip-list')).toBeHidden()
  const zip = check.getByRole('textbox', { name: 'Your ZIP code' })
  await zip.fill('abcde')
  await check.getByRole('button', { name: 'Check my ZIP' }).click()
  await expect(check.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code.')
  await expect(zip).toBeFocused()
  await zip.fill('77494')
  await check.getByRole('button', { name: 'Check my ZIP' }).click()
  await expect(check.getByRole('status')).toContainText('Good news: we come to 77494')
  expect(await seriousAxeViolations(page), 'serious or critical axe violations').toEqual([])
  await check.getByRole('link', { name: 'Book now' }).click()
  await expect(page).toHaveURL(/\/book$/)
  expect(problems.errors).toEqual([])
})

// A static host cannot answer the form without a script (it would reload ?zip=… and say nothing):
// the page shows no form then, and lists the ZIP codes it serves instead
// (docs/decisions/082-no-js-fallbacks.md).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the service-areas page shows no ZIP form it cannot answer, and lists every area's ZIP codes", async ({ page }) => {
    await page.goto('/service-areas')
    const check = page.getByTestId('zip-check')
    await expect(check.getByRole('heading', { name: 'Do we come to you?' })).toBeVisible()
    await expect(check.getByRole('button', { name: 'Check my ZIP' })).toBeHidden()
    await expect(check.getByRole('textbox', { name: 'Your ZIP code' })).toBeHidden()
    await expect(check.getByText('We come to these ZIP codes:')).toBeVisible()
    const items = check.getByRole('listitem')
    await expect(items).toHaveCount(areas.length)
    for (const area of areas) await expect(items.filter({ hasText: area.name })).toHaveText(`${area.name}: ${area.zipCodes.join(', ')}`)
  })
})
