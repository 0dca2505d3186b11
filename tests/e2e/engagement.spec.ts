// The engagement overlays (docs/decisions/050-engagement-overlays.md) over the built site and the local backend: the chat from greeting to a stored
// lead, the Exploring path, the first-visit discount popup (new, duplicate, backend down),
// and the guided tour (starts after the popup on /, not on /about, once per session).
// Needs packages/local-supabase/src/cli.ts (playwright.config.ts starts it) and a build whose VITE_SUPABASE_URL
// points at it (scripts/ensure-site-env.sh).

import type { Page } from '@playwright/test'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from 'local-supabase/config'
import { expect, test } from './fixtures/test'
import { openChat as openLeadsChat } from './support/leads'
import { pageTimePasses } from './support/page-time'

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54321}`
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

/** Privileged read (service role, bypasses RLS): anon may insert leads but never read them. */
async function readRows(table: string, email: string): Promise<Record<string, unknown>[]> {
  const key = await serviceRoleKeyFor(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)
  const response = await fetch(`${BACKEND}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  expect(response.status, `${table} read`).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

/** Mails the backend "sent" to `to` (its development mailbox). */
async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${BACKEND}/mailbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as { subject: string; text: string }[]
}

/** Both session flags set: no discount popup and no tour, for the chat tests. */
async function quietSession(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('hasSeenDiscountPopup', 'true')
    sessionStorage.setItem('hasSeenInteractiveTour', 'true')
  })
}

/** The popup opens 3 s after load, once its island's code has loaded: on a busy machine well past 8 s. */
const POPUP_OPENS = { timeout: 20_000 }
const discountPopup = (page: Page) => page.getByRole('dialog', { name: 'Get 10% off your first detail' })
const tourPopover = (page: Page) => page.locator('.driver-popover')

/** Waits, in the page's own clock, until a second past the moment the popup's timer fires (3 s after load). */
async function pastTheDiscountTimer(page: Page) {
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 4_000
    },
    undefined,
    { timeout: 30_000 },
  )
}

/**
 * Moves the tour with an arrow key. driver.js ignores arrow keys while a step is still animating
 * in (node_modules/driver.js: the arrow handlers return while its __transitionCallback is set; the
 * transition runs on animation frames, so it lasts longer on a busy machine), and hides the current
 * popover as soon as it takes a key. So the key is pressed again only while the step it was
 * pressed on is still shown: never a second move, and no guess at how long the animation takes.
 */
async function moveTour(page: Page, key: 'ArrowRight' | 'ArrowLeft', from: string, to: string) {
  const title = tourPopover(page).locator('.driver-popover-title')
  const shownTitles = () => tourPopover(page).filter({ visible: true }).locator('.driver-popover-title').allTextContents()
  await expect(async () => {
    if ((await shownTitles()).includes(from)) await page.keyboard.press(key)
    await expect(title).toHaveText(to, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

// A click before the page has hydrated does nothing: the shared helper clicks until the chat opens.
const openChat = openLeadsChat

test.describe('chat assistant', () => {
  test('greeting to a stored lead in chatbot_leads', async ({ page, problems }) => {
    await quietSession(page)
    await page.goto('/')
    const chat = await openChat(page)
    await expect(chat.getByText(/Hi there! Welcome to/)).toBeVisible()
    await chat.getByRole('button', { name: 'Truck' }).click()
    await chat.getByRole('button', { name: 'Ceramic Coating' }).click()
    await expect(chat.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await expect(chat.getByRole('textbox', { name: 'Type your message' })).toHaveCount(0)

    // Missing e-mail first, then the real thing.
    await chat.getByRole('textbox', { name: 'Name' }).fill('Jane Driver')
    await chat.getByRole('button', { name: 'Send request' }).click()
    await expect(chat.getByText('Please make sure to fill out your name and email')).toBeVisible()
    const email = unique('chat')
    await chat.getByRole('textbox', { name: 'Email' }).fill(email)
    await chat.getByRole('textbox', { name: /Phone/ }).fill('(281) 555-0199')
    await chat.getByRole('button', { name: 'Send request' }).click()

    await expect(page.getByText('Request Sent!')).toBeVisible()
    await expect(page.getByText('A detailing specialist will be in touch soon.', { exact: true })).toBeVisible()
    await expect(chat.getByText(/Thanks, Jane Driver!/)).toBeVisible()
    await expect(chat.getByRole('textbox')).toHaveCount(0)

    const rows = await readRows('chatbot_leads', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Jane Driver', email, phone: '(281) 555-0199', vehicle_type: 'Truck', service_interest: 'Ceramic Coating' })
    expect(problems.errors).toEqual([])
  })

  test('Exploring: keyword answers, unknown input, call or text, keyboard only', async ({ page, problems }) => {
    await quietSession(page)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Chat with us' }).focus()
    await page.keyboard.press('Enter')
    const chat = page.getByRole('dialog', { name: 'Chat with us' })
    await expect(chat.getByRole('button', { name: 'Sedan' })).toBeVisible()
    await chat.getByRole('button', { name: 'Sedan' }).focus()
    await page.keyboard.press('Enter')
    await chat.getByRole('button', { name: 'Exploring' }).click()
    await expect(chat.getByRole('link', { name: /Call \(281\) 555-0142/ })).toHaveAttribute('href', 'tel:+12815550142')
    await expect(chat.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', 'sms:+12815550142')

    const input = chat.getByRole('textbox', { name: 'Type your message' })
    await input.fill('Do you serve Fulshear?')
    await input.press('Enter')
    await expect(chat.getByText(/We serve Katy, Fulshear, Jordan Ranch and Cinco Ranch/)).toBeVisible()
    await input.fill('How much is a ceramic coating?')
    await input.press('Enter')
    await expect(chat.getByText(/Signature Ceramic Packages start at \$1,199/)).toBeVisible()
    await input.fill('Can you walk my dog?')
    await input.press('Enter')
    await input.fill('Tell me a joke')
    await input.press('Enter')
    await expect(chat.getByText(/Try asking about our services or pricing/)).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(chat).toBeHidden()
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused()
    expect(problems.errors).toEqual([])
  })
})

test.describe('contact popup', () => {
  test('call, text and e-mail links from every page', async ({ page }) => {
    await quietSession(page)
    for (const path of ['/', '/services/signature-detail']) {
      await page.goto(path)
      await page.getByRole('button', { name: 'Contact us' }).click()
      const dialog = page.getByRole('dialog', { name: 'Contact us' })
      await expect(dialog.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+12815550142')
      await expect(dialog.getByRole('link', { name: /Text us/ })).toHaveAttribute('href', 'sms:+12815550142')
      await expect(dialog.getByRole('link', { name: /E-mail us/ })).toHaveAttribute('href', 'mailto:hello@katymobiledetailing.com')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })
})

test.describe('discount popup', () => {
  test('opens about 3 s after load; new e-mail, then the same e-mail again', async ({ browser }) => {
    test.setTimeout(60_000)
    const email = unique('discount')

    // First visit: a new address.
    const first = await browser.newContext()
    const page = await first.newPage()
    const started = Date.now()
    await page.goto('/fulshear')
    await expect(discountPopup(page)).toBeVisible(POPUP_OPENS)
    expect(Date.now() - started, 'not before 3 s').toBeGreaterThanOrEqual(3000)
    await expect(discountPopup(page).getByRole('textbox', { name: 'Email address' })).not.toBeFocused()

    await discountPopup(page).getByRole('textbox', { name: 'Email address' }).fill(email)
    await discountPopup(page).getByRole('button', { name: 'Claim my 10% off' }).click()
    await expect(page.getByText('Your 10% discount code is on its way. Check your inbox!')).toBeVisible()
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1)
    expect((await mailsTo(email))[0]!.subject).toMatch(/10%/)
    expect(await readRows('leads', email)).toHaveLength(1)
    await first.close()

    // A new session, the same address: Already Subscribed!, and the e-mail is sent again.
    const second = await browser.newContext()
    const again = await second.newPage()
    await again.goto('/fulshear')
    await discountPopup(again).getByRole('textbox', { name: 'Email address' }).fill(email)
    const invoked = again.waitForResponse((r) => r.url().endsWith('/functions/v1/send-discount-email') && r.request().method() === 'POST')
    await discountPopup(again).getByRole('button', { name: 'Claim my 10% off' }).click()
    await expect(again.getByText('Already Subscribed!')).toBeVisible()
    await expect(again.getByText('This email address is already on our list. Thanks for being a fan!')).toBeVisible()
    // The flow still invokes send-discount-email after the duplicate ...
    const response = await invoked
    expect(response.status()).toBe(200)
    expect(response.request().postDataJSON()).toEqual({ email })
    await expect(again.getByText('Your 10% discount code is on its way. Check your inbox!')).toBeVisible()
    // ... which mails a reminder: one more e-mail, and the code itself is never mailed twice.
    expect(await response.json()).toMatchObject({ sent: true, alreadySent: true })
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2)
    const codes = (await mailsTo(email)).flatMap((mail) => mail.text.match(/FIRST10-[A-Z0-9]{8}/g) ?? [])
    expect(codes).toHaveLength(1)
    expect(await readRows('leads', email)).toHaveLength(1)
    await second.close()
  })

  // The card takes no focus, so a visitor's Escape lands on the page: it still dismisses the card
  // and marks it seen, as the × does.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`Escape with the focus on the page dismisses it and marks it seen (${viewport.width} px)`, async ({ page, problems }) => {
      await page.setViewportSize(viewport)
      await page.goto('/about')
      await expect(discountPopup(page)).toBeVisible(POPUP_OPENS)
      await page.locator('main h1').click()
      await expect(discountPopup(page).getByRole('textbox', { name: 'Email address' })).not.toBeFocused()
      await page.keyboard.press('Escape')
      await expect(discountPopup(page)).toBeHidden()
      // The flag the × sets: no card again this session (the tests above cover what it means).
      expect(await page.evaluate(() => sessionStorage.getItem('hasSeenDiscountPopup'))).not.toBeNull()
      expect(problems.errors).toEqual([])
    })
  }

  test('invalid e-mail gives Invalid Email', async ({ page }) => {
    await page.goto('/about')
    await discountPopup(page).getByRole('textbox', { name: 'Email address' }).fill('jane@example')
    await discountPopup(page).getByRole('button', { name: 'Claim my 10% off' }).click()
    await expect(page.getByText('Invalid Email')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  })

  test('backend unreachable gives Submission Failed', async ({ page }) => {
    await page.route(`${BACKEND}/**`, (route) => route.abort('connectionrefused'))
    await page.goto('/about')
    await discountPopup(page).getByRole('textbox', { name: 'Email address' }).fill(unique('offline'))
    await discountPopup(page).getByRole('button', { name: 'Claim my 10% off' }).click()
    await expect(page.getByText('Submission Failed')).toBeVisible()
    await expect(page.getByText("We couldn't process your request. Please check your connection and try again.")).toBeVisible()
    await expect(discountPopup(page).getByRole('textbox', { name: 'Email address' })).toBeVisible()
  })

  test('waits while the visitor is typing in a field, then appears', async ({ page }) => {
    await quietSession(page)
    await page.addInitScript(() => sessionStorage.removeItem('hasSeenDiscountPopup'))
    await page.goto('/about')
    await page.getByRole('button', { name: 'Chat with us' }).click()
    const chat = page.getByRole('dialog', { name: 'Chat with us' })
    await chat.getByRole('textbox', { name: 'Type your message' }).focus()
    await pastTheDiscountTimer(page)
    await expect(page.getByTestId('discount-popup')).toHaveCount(0)
    await expect(chat.getByRole('textbox', { name: 'Type your message' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(discountPopup(page)).toBeVisible()
  })

  // Ark makes the page outside a modal inert to the pointer: a card shown under the bag could be
  // seen but not closed (components/engagement/interruption-guard.ts).
  test('waits while a modal dialog is open, then appears and closes', async ({ page }) => {
    await quietSession(page)
    await page.addInitScript(() => sessionStorage.removeItem('hasSeenDiscountPopup'))
    await page.goto('/about')
    const bag = page.getByRole('dialog', { name: 'Your Bag' })
    // One tap, as early as a customer's: the island holds it until the drawer can open
    // (lib/islands/protocol.ts). A second tap while the drawer's code loads would land on the
    // page behind the opening bag.
    await page.locator('[data-tour="view-bag"]').click()
    await expect(bag).toBeVisible({ timeout: 20_000 })
    await pastTheDiscountTimer(page)
    // By test id: under a modal, Ark hides the rest of the page from the accessibility tree too,
    // so a card there would not be found by its role.
    await expect(page.getByTestId('discount-popup')).toHaveCount(0)
    await bag.getByRole('button', { name: 'Close' }).first().click()
    await expect(discountPopup(page)).toBeVisible(POPUP_OPENS)
    await discountPopup(page).getByRole('button', { name: 'Close discount offer' }).click()
    await expect(discountPopup(page)).toHaveCount(0)
  })
})

test.describe('guided tour', () => {
  test('starts after the popup closes on /, walks to Done, and not again this session', async ({ page, problems }) => {
    await page.goto('/')
    await expect(discountPopup(page)).toBeVisible(POPUP_OPENS)
    await expect(tourPopover(page)).toHaveCount(0)
    await discountPopup(page).getByRole('button', { name: 'No thanks' }).click()

    const popover = tourPopover(page)
    await expect(popover).toBeVisible()
    await expect(popover.locator('.driver-popover-title')).toHaveText('Explore Our Services')
    await expect(popover.locator('.driver-popover-progress-text')).toHaveText('1 of 6')
    // Arrow keys move (once each step has finished animating in: moveTour).
    await moveTour(page, 'ArrowRight', 'Explore Our Services', 'Book Instantly')
    await moveTour(page, 'ArrowLeft', 'Book Instantly', 'Explore Our Services')

    const titles = ['Explore Our Services', 'Book Instantly', 'Your Personal Garage', 'Your Service Cart', 'Learn About Us', "You're All Set!"]
    for (const [index, title] of titles.entries()) {
      await expect(popover.locator('.driver-popover-title')).toHaveText(title)
      await expect(popover.locator('.driver-popover-progress-text')).toHaveText(`${index + 1} of 6`)
      if (index < titles.length - 1) await popover.locator('.driver-popover-next-btn').click()
    }
    await expect(popover.locator('.driver-popover-next-btn')).toHaveText('Done')
    await popover.locator('.driver-popover-next-btn').click()
    await expect(tourPopover(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hasSeenInteractiveTour'))).toBe('true')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.reload()
    await pastTheDiscountTimer(page)
    await expect(discountPopup(page)).toHaveCount(0)
    await expect(tourPopover(page)).toHaveCount(0)
    expect(problems.errors).toEqual([])
  })

  test('Escape closes the tour and marks it seen', async ({ page }) => {
    await page.goto('/katy')
    await discountPopup(page).getByRole('button', { name: 'Close discount offer' }).click()
    await expect(tourPopover(page)).toBeVisible()
    // Escape closes even while a step animates in (driver.js checks no transition for it).
    await page.keyboard.press('Escape')
    await expect(tourPopover(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hasSeenInteractiveTour'))).toBe('true')
  })

  test('does not start on /about', async ({ page }) => {
    await page.goto('/about')
    await expect(discountPopup(page)).toBeVisible(POPUP_OPENS)
    await discountPopup(page).getByRole('button', { name: 'No thanks' }).click()
    // Three times the tour's start delay (components/engagement/tour/eligibility.ts).
    await pageTimePasses(page, 1500)
    await expect(tourPopover(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hasSeenDiscountPopup'))).toBe('true')
  })

  test('on a phone the hidden desktop targets become centred steps', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto('/')
    await discountPopup(page).getByRole('button', { name: 'No thanks' }).click()
    const popover = tourPopover(page)
    await expect(popover.locator('.driver-popover-title')).toHaveText('Explore Our Services')
    for (let i = 0; i < 5; i++) await popover.locator('.driver-popover-next-btn').click()
    await expect(popover.locator('.driver-popover-title')).toHaveText("You're All Set!")
    await popover.locator('.driver-popover-next-btn').click()
    await expect(tourPopover(page)).toHaveCount(0)
    await context.close()
  })
})
