// Faults, for accounts and My Garage, over the built site and the real local backend:
// each fault is injected by intercepting the backend's URL (down = connection refused, slow,
// 500, 503). The visitor gets the product's message (components/account/session/messages.ts: "Sign in Failed" / "Sign up
// Failed" with the service message or "Something went wrong"), keeps what they typed, and
// succeeds once the backend is back. A token refresh failing with 503 leaves them signed in
// (sections 4, 8 and 9: retryable failures keep the session; retries back off from 200 ms).

import type { Page, Request, Route } from '@playwright/test'
import { BACKEND_URL, createConfirmedAccount, newPerson, type TestPerson } from '../fixtures/auth/accounts'
import { accountButton, expectToast, logIn } from '../fixtures/auth/ui'
import { expect as baseExpect, settle, test, type PageProblems } from './fixtures/test'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('hasSeenDiscountPopup', 'true')
    sessionStorage.setItem('hasSeenInteractiveTour', 'true')
  })
})

type Fault = 'down' | 500 | 503

/** Answers every matching request with the fault. */
function inject(fault: Fault) {
  return async (route: Route) => {
    if (fault === 'down') return route.abort('connectionrefused')
    // 500 as GoTrue/PostgREST send it (JSON), 503 as a proxy in front of them does (plain text).
    if (fault === 500) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"error_code":"unexpected_failure","msg":"Unexpected failure"}' })
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
  }
}

// Matchers are constants: page.unroute() finds a route by the very same function.
const isBackendPath = (url: URL, path: string) => url.origin === BACKEND_URL && url.pathname === path
const isSignup = (url: URL) => isBackendPath(url, '/auth/v1/signup')
const isPasswordGrant = (url: URL) => isBackendPath(url, '/auth/v1/token') && url.searchParams.get('grant_type') === 'password'
const isRefreshGrant = (url: URL) => isBackendPath(url, '/auth/v1/token') && url.searchParams.get('grant_type') === 'refresh_token'
const isVehicles = (url: URL) => isBackendPath(url, '/rest/v1/vehicles')

/** Opens /login once the page has hydrated (typing into the prerendered form earlier is another test's subject). */
async function openLogin(page: Page) {
  await page.goto('/login')
  await settle(page)
}

/** A network failure makes the browser and supabase-js log; an uncaught exception is never fine. */
function uncaught(problems: PageProblems) {
  return problems.errors.filter((e) => e.startsWith('uncaught'))
}

const FAULTS: Fault[] = ['down', 500, 503]

for (const fault of FAULTS) {
  test(`sign in with the backend ${fault === 'down' ? 'down' : `answering ${fault}`}: Sign in Failed, Something went wrong, nothing typed lost`, async ({ page, request, problems }) => {
    const person = await createConfirmedAccount(request, newPerson('Fault'))
    await openLogin(page)
    await page.route(isPasswordGrant, inject(fault))
    await page.getByLabel('E-mail').fill(person.email)
    await page.getByLabel('Password', { exact: true }).fill(person.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()

    await expectToast(page, 'Sign in Failed', 'Something went wrong')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('E-mail')).toHaveValue(person.email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(person.password)
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled()

    // The backend is back: the same form, untouched, now works.
    await page.unroute(isPasswordGrant)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/garage#?$/)
    await expect(accountButton(page)).toContainText(person.fullName)
    expect(uncaught(problems)).toEqual([])
  })

  test(`sign up with the backend ${fault === 'down' ? 'down' : `answering ${fault}`}: Sign up Failed, Something went wrong, nothing typed lost`, async ({ page, problems }) => {
    const person = newPerson('Signup')
    await openLogin(page)
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.route(isSignup, inject(fault))
    await page.getByLabel('Full name').fill(person.fullName)
    await page.getByLabel('E-mail').fill(person.email)
    await page.getByLabel('Password', { exact: true }).fill(person.password)
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()

    await expectToast(page, 'Sign up Failed', 'Something went wrong')
    await expect(page.getByLabel('Full name')).toHaveValue(person.fullName)
    await expect(page.getByLabel('E-mail')).toHaveValue(person.email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(person.password)
    await expect(page.getByTestId('sign-up-sent')).toHaveCount(0)

    await page.unroute(isSignup)
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expectToast(page, 'Success!', 'Check your email for a confirmation link.')
    await expect(page.getByTestId('sign-up-sent')).toContainText(person.email)
    expect(uncaught(problems)).toEqual([])
  })
}

/** Holds each matching request for `ms`, then lets it through to the real backend; records them. */
async function slowDown(page: Page, match: (url: URL) => boolean, ms: number): Promise<Request[]> {
  const seen: Request[] = []
  await page.route(match, async (route) => {
    seen.push(route.request())
    await new Promise((r) => setTimeout(r, ms))
    await route.continue().catch(() => {}) // the page may have moved on
  })
  return seen
}

test('a slow sign-in (5 s): busy, cannot be sent twice, then signed in', async ({ page, request, problems }) => {
  const person = await createConfirmedAccount(request, newPerson('Slow'))
  await openLogin(page)
  const calls = await slowDown(page, isPasswordGrant, 5_000)
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()

  const busy = page.getByRole('button', { name: 'Logging in…' })
  await expect(busy).toBeDisabled()
  // A second click and Enter in the form while it waits: neither sends again.
  await busy.click({ force: true })
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(busy).toBeDisabled()
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email)

  await expect(page).toHaveURL(/\/garage#?$/, { timeout: 20_000 })
  expect(calls).toHaveLength(1)
  expect(uncaught(problems)).toEqual([])
})

test('a slow sign-up (5 s): busy, cannot be sent twice, then the confirmation message', async ({ page, problems }) => {
  const person = newPerson('SlowUp')
  await openLogin(page)
  await page.getByRole('button', { name: 'Create an account' }).click()
  const calls = await slowDown(page, isSignup, 5_000)
  await page.getByLabel('Full name').fill(person.fullName)
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()

  const busy = page.getByRole('button', { name: 'Creating account…' })
  await expect(busy).toBeDisabled()
  await busy.click({ force: true })
  await page.getByLabel('Full name').press('Enter')

  await expectToast(page, 'Success!', 'Check your email for a confirmation link.')
  expect(calls).toHaveLength(1)
  expect(uncaught(problems)).toEqual([])
})

// ---- Session refresh ---------------------------------------------------------------------

const SESSION_KEY = `sb-${new URL(BACKEND_URL).hostname.split('.')[0]}-auth-token`

interface StoredSession {
  refresh_token: string
  expires_at: number
}

async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as StoredSession) : null
  }, SESSION_KEY)
}

/**
 * Moves the stored session's expiry to `secondsFromNow`, as if it had been issued long ago.
 * supabase-js decides when to refresh from this value (on start-up within 90 s of expiry, and
 * on every 30 s tick within 3 ticks), so the next load refreshes at once.
 */
async function ageSession(page: Page, secondsFromNow: number) {
  await page.evaluate(
    ({ key, seconds }) => {
      const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number }
      session.expires_at = Math.floor(Date.now() / 1000) + seconds
      localStorage.setItem(key, JSON.stringify(session))
    },
    { key: SESSION_KEY, seconds: secondsFromNow },
  )
}

async function signedInOnGarage(page: Page, person: TestPerson) {
  await logIn(page, person)
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible()
}

test('a token refresh failing with 503 is retried with back-off and the visitor stays signed in', async ({ page, request, problems }) => {
  const person = await createConfirmedAccount(request, newPerson('Refresh'))
  await signedInOnGarage(page, person)
  const before = (await storedSession(page))!

  // The first two refresh attempts get 503; the third reaches the backend.
  const attempts: number[] = []
  await page.route(isRefreshGrant, async (route) => {
    attempts.push(Date.now())
    if (attempts.length <= 2) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
    return route.continue()
  })
  await ageSession(page, 60)
  await page.reload()

  await expect.poll(() => attempts.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
  // supabase-js waits 200 ms before the 2nd attempt and 400 ms before the 3rd.
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(180)
  expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(380)
  await expect.poll(async () => (await storedSession(page))?.refresh_token).not.toBe(before.refresh_token) // rotated: the retry succeeded
  expect((await storedSession(page))!.expires_at).toBeGreaterThan(before.expires_at - 5)

  await expect(accountButton(page)).toContainText(person.fullName)
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible()
  await expect(page.getByText('No vehicles yet.')).toBeVisible()
  expect(uncaught(problems)).toEqual([])
})

test('a token refresh that keeps failing with 503 never signs the visitor out', async ({ page, request, problems }) => {
  test.setTimeout(150_000)
  const person = await createConfirmedAccount(request, newPerson('Outage'))
  await signedInOnGarage(page, person)
  const before = (await storedSession(page))!

  const attempts: number[] = []
  await page.route(isRefreshGrant, async (route) => {
    attempts.push(Date.now())
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
  })
  await ageSession(page, 75)
  await page.reload()

  // supabase-js (auth-js GoTrueClient._refreshAccessToken) retries a retryable failure with
  // back-off (200 ms, 400 ms, 800 ms, … doubling) only while the next try still starts inside one
  // 30 s auto-refresh tick, then keeps the session because its access token is still valid
  // (GoTrueClient.__loadSession's "proactive-preserve") and caches the failure for 60 s
  // (REFRESH_FAILURE_COOLDOWN_MS). The garage waits for that verdict, so its heading is the end of
  // the retry cycle; the gaps near the end (6.4 s, 12.8 s) make "no attempt for a few seconds" no
  // sign of it.
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible({ timeout: 60_000 })
  expect(attempts.length).toBeGreaterThanOrEqual(3)
  expect(attempts.at(-1)! - attempts[0]!).toBeLessThan(31_000)

  // Still signed in: the session is kept (not removed on a retryable failure) and the page works.
  expect((await storedSession(page))?.refresh_token).toBe(before.refresh_token)
  await expect(accountButton(page)).toContainText(person.fullName)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign Up' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible()
  await expect(page.getByText('No vehicles yet.')).toBeVisible()
  await page.getByRole('link', { name: 'See membership plans' }).click()
  await expect(page).toHaveURL(/\/membership$/)
  await expect(accountButton(page)).toContainText(person.fullName)
  expect(uncaught(problems)).toEqual([])
})

test('a refresh the service refuses (400) with an expired session signs out, as the spec says', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Refused'))
  await signedInOnGarage(page, person)
  await page.route(isRefreshGrant, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":400,"error_code":"refresh_token_not_found","msg":"Invalid Refresh Token: Refresh Token Not Found"}' }),
  )
  await ageSession(page, -60)
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Sign Up' })).toBeVisible()
  await expect.poll(() => storedSession(page)).toBeNull()
})

// ---- My Garage ---------------------------------------------------------------------------

for (const fault of FAULTS) {
  test(`My Garage with the backend ${fault === 'down' ? 'down' : `answering ${fault}`}: a clear message, a retry, nothing typed lost`, async ({ page, request, problems }) => {
    const person = await createConfirmedAccount(request, newPerson('Garage'))
    await signedInOnGarage(page, person)

    // Reading fails: a plain message and a way to try again.
    await page.route(isVehicles, inject(fault))
    await page.reload()
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your vehicles.' })
    await expect(alert).toContainText('The garage service is not answering right now. Please check your connection and try again.')
    await expect(alert).not.toContainText(/fetch|Unexpected failure|Service Unavailable/)
    await page.unroute(isVehicles)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('No vehicles yet.')).toBeVisible()

    // Saving fails: the dialog stays open with everything typed, and says why.
    await page.getByRole('button', { name: 'Add a vehicle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
    await dialog.getByLabel('Make').fill('Mazda')
    await dialog.getByLabel('Model').fill('CX-5')
    await dialog.getByLabel('Year (optional)').fill('2020')
    await dialog.getByLabel('Nickname (optional)').fill('Red one')
    await dialog.getByRole('radio', { name: /^SUV/ }).check()
    await page.route(isVehicles, inject(fault))
    await dialog.getByRole('button', { name: 'Add vehicle' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Your vehicle was not saved. The garage service is not answering right now.')
    await expect(dialog.getByLabel('Make')).toHaveValue('Mazda')
    await expect(dialog.getByLabel('Model')).toHaveValue('CX-5')
    await expect(dialog.getByLabel('Year (optional)')).toHaveValue('2020')
    await expect(dialog.getByLabel('Nickname (optional)')).toHaveValue('Red one')
    await expect(dialog.getByRole('radio', { name: /^SUV/ })).toBeChecked()

    await page.unroute(isVehicles)
    await dialog.getByRole('button', { name: 'Add vehicle' }).click()
    await expect(dialog).toBeHidden()
    const card = page.getByTestId('vehicle-card').filter({ hasText: 'Red one (2020 Mazda CX-5)' })
    await expect(card).toBeVisible()
    await expect(card).not.toHaveAttribute('aria-busy')
    await page.reload()
    await expect(card).toBeVisible()
    expect(uncaught(problems)).toEqual([])
  })
}

test('a slow garage save (5 s): the dialog is busy, cannot be sent twice, then the vehicle is saved once', async ({ page, request, problems }) => {
  const person = await createConfirmedAccount(request, newPerson('SlowGarage'))
  await signedInOnGarage(page, person)
  await page.getByRole('button', { name: 'Add a vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
  await dialog.getByLabel('Make').fill('Honda')
  await dialog.getByLabel('Model').fill('Odyssey')
  await dialog.getByRole('radio', { name: /^XL/ }).check()
  const posts: Request[] = []
  await page.route(isVehicles, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    posts.push(route.request())
    await new Promise((r) => setTimeout(r, 5_000))
    await route.continue().catch(() => {})
  })
  await dialog.getByRole('button', { name: 'Add vehicle' }).click()
  const busy = dialog.getByRole('button', { name: 'Saving…' })
  await expect(busy).toBeDisabled()
  await busy.click({ force: true })
  await dialog.getByLabel('Model').press('Enter')
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  await expect(page.getByTestId('vehicle-card')).toHaveCount(1)
  await expect(page.getByTestId('vehicle-card')).not.toHaveAttribute('aria-busy')
  expect(posts).toHaveLength(1)
  expect(uncaught(problems)).toEqual([])
})
