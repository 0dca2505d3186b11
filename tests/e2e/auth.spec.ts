// Accounts (docs/decisions/060-accounts-and-garage-client.md) over the built site and the local backend: sign-up with the e-mailed
// confirmation, sign-in, the signed-in header, sign-out, the /garage guard with its remembered
// origin, the sign-up and sign-in failures, and the whole password-reset path.

import { CONFIRM_SUBJECT, NEW_PASSWORD, RESET_SUBJECT, countMail, createConfirmedAccount, newPerson, verifyLink, waitForMail } from '../fixtures/auth/accounts'
import { accountButton, expectToast, logOut, signUp, submitLogin } from '../fixtures/auth/ui'
import { expect as baseExpect, test } from './fixtures/test'

// These journeys chain several page loads and auth round trips on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

test('sign up, confirm through the mailbox link, log in, see the avatar, add a vehicle, log out', async ({ page, request, problems }) => {
  const person = newPerson('Maria')
  await signUp(page, person)
  await expectToast(page, 'Success!', 'Check your email for a confirmation link.')

  // The confirmation link signs the new user in and lands on their garage.
  const mail = await waitForMail(request, person.email, CONFIRM_SUBJECT)
  await page.goto(verifyLink(mail))
  await expect(page).toHaveURL(/\/garage#?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  await logOut(page)

  // Log in with the password: the header shows the avatar initial, the name and (in the menu) the e-mail.
  await page.goto('/login')
  await submitLogin(page, person.email, person.password)
  await expect(page).toHaveURL(/\/garage#?$/)
  const account = accountButton(page)
  await expect(account).toContainText('M')
  await expect(account.getByTestId('account-avatar')).toHaveText('M')
  await expect(account).toContainText(person.fullName)
  await account.click()
  const menu = page.getByRole('menu', { name: 'Account' })
  await expect(menu).toContainText(person.email)
  await expect(menu.getByRole('menuitem', { name: 'My Garage' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Membership' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Add a vehicle.
  await expect(page.getByText('No vehicles yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Add a vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
  await dialog.getByLabel('Make').fill('Toyota')
  await dialog.getByLabel('Model').fill('Highlander')
  await dialog.getByLabel('Year (optional)').fill('2022')
  await dialog.getByRole('radio', { name: /^SUV/ }).check()
  await dialog.getByRole('button', { name: 'Add vehicle' }).click()
  const card = page.getByTestId('vehicle-card').filter({ hasText: '2022 Toyota Highlander' })
  await expect(card).toBeVisible()
  await expect(card).toContainText('$399.00') // Signature Detail, SUV
  await expect(card.getByRole('link', { name: /Book this vehicle/ })).toHaveAttribute('href', /^\/book\/signature-detail\?vehicle=SUV&vehicleId=[0-9a-f-]{36}$/)
  await expect(card).not.toHaveAttribute('aria-busy') // saved on the server
  await page.reload()
  await expect(page.getByTestId('vehicle-card').filter({ hasText: '2022 Toyota Highlander' })).toBeVisible()

  await logOut(page)
  expect(problems.errors).toEqual([])
})

test('a guest opening /garage lands on /login with Access Denied and returns after logging in', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Guest'))
  await page.goto('/garage')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgarage$/)
  await expectToast(page, 'Access Denied', 'Please log in to view this page')
  await expect(page.getByText('Your vehicles')).toHaveCount(0)
  await submitLogin(page, person.email, person.password)
  await expect(page).toHaveURL(/\/garage#?$/)
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible()
})

test('a guest never sees garage content, not even for a frame', async ({ page }) => {
  const seen: string[] = []
  await page.exposeFunction('reportGarageContent', (text: string) => void seen.push(text))
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Your vehicles')) (window as unknown as { reportGarageContent: (t: string) => void }).reportGarageContent('Your vehicles')
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('/garage')
  await expect(page).toHaveURL(/\/login/)
  expect(seen).toEqual([])
})

test('signing up again with a confirmed address says This email is already in use.', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Dup'))
  await signUp(page, person)
  await expectToast(page, 'Sign up Failed', 'This email is already in use.')
  expect(await countMail(request, person.email, CONFIRM_SUBJECT)).toBe(1) // no second mail
})

test('a wrong password shows Sign in Failed and stays on /login', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Wrong'))
  await page.goto('/login')
  await submitLogin(page, person.email, 'not the password')
  await expectToast(page, 'Sign in Failed', 'Invalid login credentials')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible()
})

test('the form validates visibly before sending anything', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page.getByText('Enter your full name.')).toBeVisible()
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
  await expect(page.getByText('Choose a password.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toBeFocused()
  await expect(page.getByLabel('Full name')).toHaveAttribute('autocomplete', 'name')
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'email')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password')
})

test('password reset: e-mailed link, new password, then log in with it', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Reset'))
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expectToast(page, 'Password Reset Email Sent', 'Check your email for a link to reset your password.')

  const mail = await waitForMail(request, person.email, RESET_SUBJECT)
  await page.goto(verifyLink(mail))
  await expect(page).toHaveURL(/\/reset-password/)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Update password' }).click()
  await expectToast(page, 'Password updated successfully!', 'You can now log in with your new password.')
  await expect(page).toHaveURL(/\/login$/)

  await submitLogin(page, person.email, person.password)
  await expectToast(page, 'Sign in Failed')
  await submitLogin(page, person.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/garage#?$/)

  // The link works once.
  await logOutAndOpen(page, verifyLink(mail))
  await expect(page.getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible()
})

async function logOutAndOpen(page: import('@playwright/test').Page, url: string) {
  await logOut(page)
  await page.goto(url)
}

test('/reset-password without a recovery session explains how to get a link', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Request a new reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
})

test('/login never redirects off the site', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Open'))
  await page.goto('/login?redirect=//evil.example/steal')
  await submitLogin(page, person.email, person.password)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/garage#?$/)
})
