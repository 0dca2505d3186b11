// Issue 8 item 2 for the lead forms: markup typed into the chat (messages, name, e-mail) and the
// discount popup is shown as the visitor typed it and never runs, and the real local backend
// stores it exactly as typed. A probe "runs" if it sets window.__xss, opens a dialog, or makes
// the page create an element (img, svg, script, iframe...) out of it.

import type { Locator, Page } from '@playwright/test'
import { expect, seriousAxeViolations, test } from './fixtures/test'
import { chatDialog, openChat, quietSession, readLeadRows, waitForDiscountPopup } from './support/leads'

/** Each would run script if it reached the DOM as HTML (or as a link's href). */
const PROBES = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  'javascript:window.__xss=1',
  '<a href="javascript:window.__xss=1">click me</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
] as const

const DANGEROUS = 'img, svg, script, iframe, object, embed, details, math, style, a[href^="javascript:" i]'

/** Records anything a probe could do, from before the first script of the page runs. */
async function watchForXss(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  return {
    dialogs,
    async expectNothingRan(region: Locator) {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
      expect(dialogs).toEqual([])
      expect(await region.locator(DANGEROUS).count(), `elements made from input in ${await region.getAttribute('aria-label')}`).toBe(0)
    },
  }
}

test.describe('hostile input in the chat', () => {
  test('messages, name and e-mail show literally, never run, and are stored as typed', async ({ page, problems }) => {
    const xss = await watchForXss(page)
    await quietSession(page)
    await page.goto('/')
    const chat = await openChat(page)
    const log = chat.getByRole('log', { name: 'Conversation' })

    // Free text where the bot asks for the vehicle: each probe is echoed as the visitor's message.
    const input = chat.getByRole('textbox', { name: 'Type your message' })
    for (const probe of PROBES) {
      await input.fill(probe)
      await input.press('Enter')
      await expect(log.locator('p').filter({ hasText: probe }).last()).toHaveText(`You: ${probe}`)
    }
    await expect(chat.getByText('Please choose one of the options below.').first()).toBeVisible()
    await xss.expectNothingRan(log)

    await chat.getByRole('button', { name: 'SUV' }).click()
    await chat.getByRole('button', { name: 'Interior Detail' }).click()
    // The contact form with its honeypot: the trap is invisible to assistive technology and the
    // form has no serious accessibility problem.
    await expect(chat.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await expect(chat.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    const name = '<img src=x onerror=window.__xss=1>"><svg onload=window.__xss=1>'
    const email = `"><svg/onload=window.__xss=1>.${Date.now()}@example.com`
    await chat.getByRole('textbox', { name: 'Name' }).fill(name)
    await chat.getByRole('textbox', { name: 'Email' }).fill(email)
    await chat.getByRole('button', { name: 'Send request' }).click()

    await expect(page.getByText('Request Sent!')).toBeVisible()
    // The bot thanks the visitor by the name as typed: text, not markup.
    await expect(log.locator('p').last()).toHaveText(`Assistant: Thanks, ${name}! Your request is in. A detailing specialist will be in touch soon.`)
    await xss.expectNothingRan(chatDialog(page))

    const rows = await readLeadRows('chatbot_leads', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name, email, phone: null, vehicle_type: 'SUV', service_interest: 'Interior Detail' })
    expect(problems.errors).toEqual([])
  })

  test('questions while exploring show literally and get the usual answer', async ({ page, problems }) => {
    const xss = await watchForXss(page)
    await quietSession(page)
    await page.goto('/about')
    const chat = await openChat(page)
    await chat.getByRole('button', { name: 'Sedan' }).click()
    await chat.getByRole('button', { name: 'Exploring' }).click()
    const input = chat.getByRole('textbox', { name: 'Type your message' })
    const log = chat.getByRole('log', { name: 'Conversation' })
    for (const probe of [...PROBES, `How much is a ceramic coating? <img src=x onerror=window.__xss=1>`]) {
      await input.fill(probe)
      await input.press('Enter')
      await expect(log.locator('p').filter({ hasText: probe }).last()).toHaveText(`You: ${probe}`)
    }
    // The keyword match still works around the markup.
    await expect(chat.getByText(/Signature Ceramic Packages start at \$1,199/)).toBeVisible()
    // The only links in the chat are the business's own call and text links.
    const hrefs = await chat.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^(tel|sms):\+\d+$/)
    await xss.expectNothingRan(log)
    expect(problems.errors).toEqual([])
  })
})

test.describe('hostile input in the discount popup', () => {
  test('markup with spaces is an invalid e-mail and stays in the field; one without is stored as typed', async ({ page }) => {
    const xss = await watchForXss(page)
    await page.goto('/about')
    const popup = await waitForDiscountPopup(page)
    const field = popup.getByRole('textbox', { name: 'Email address' })
    await expect(field).toBeVisible()
    await expect(popup.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0)
    expect(await seriousAxeViolations(page)).toEqual([])

    await field.fill(PROBES[0])
    await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
    await expect(page.getByText('Invalid Email')).toBeVisible()
    await expect(field).toHaveValue(PROBES[0])
    await xss.expectNothingRan(popup)

    // Shaped like an address (no spaces, one @, a dot after it): the database's check accepts it too.
    const email = `"><svg/onload=window.__xss=1>.${Date.now()}@example.com`
    await field.fill(email)
    await popup.getByRole('button', { name: 'Claim my 10% off' }).click()
    // The card is now titled "Thank you!".
    const thanks = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(thanks.getByText('Your 10% discount code is on its way. Check your inbox!')).toBeVisible()
    await xss.expectNothingRan(thanks)
    expect(await readLeadRows('leads', email)).toMatchObject([{ email }])
  })
})
