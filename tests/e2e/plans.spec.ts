// Maintenance plans in My Garage (docs/decisions/156-maintenance-plans.md) over the built site and
// the local backend: a vehicle joins a plan, its first visit is due the day it joined with a Book
// link carrying the plan and the vehicle, the enrolment persists, and leaving is one click.

import { createConfirmedAccount, newPerson } from '../fixtures/auth/accounts'
import { logIn, submitLogin } from '../fixtures/auth/ui'
import { expect as baseExpect, test } from './fixtures/test'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

/** Today as My Garage writes it, in Katy's time. */
const katyToday = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' })

test('join a plan, see the next visit due with its Book link, leave it; each persists', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Plans'))
  await logIn(page, person)

  await page.getByRole('button', { name: 'Add a vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
  await dialog.getByLabel('Make').fill('Mazda')
  await dialog.getByLabel('Model').fill('CX-5')
  await dialog.getByRole('radio', { name: /^SUV/ }).check()
  await dialog.getByRole('button', { name: 'Add vehicle' }).click()
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Mazda CX-5' })
  await expect(card).not.toHaveAttribute('aria-busy')

  const plan = card.getByRole('combobox', { name: 'Maintenance plan for Mazda CX-5' })
  await card.getByRole('button', { name: 'Join plan' }).click()
  await expect(card.getByRole('alert')).toHaveText('Choose a plan first.')
  await plan.selectOption('maintenance-wash')
  await card.getByRole('button', { name: 'Join plan' }).click()

  await expect(card.getByText('Plan: Maintenance Wash')).toBeVisible()
  await expect(card.getByTestId('next-visit')).toHaveText(`Next visit due ${katyToday()}`)
  const book = card.getByRole('link', { name: 'Book the next Maintenance Wash visit for Mazda CX-5' })
  await expect(book).toHaveAttribute('href', /^\/book\/wash-and-wax\?vehicle=SUV&vehicleId=[0-9a-f-]{36}&plan=maintenance-wash$/)

  await page.reload()
  await expect(card.getByTestId('next-visit')).toHaveText(`Next visit due ${katyToday()}`)

  await card.getByRole('button', { name: 'Leave the Maintenance Wash plan for Mazda CX-5' }).click()
  await expect(plan).toHaveValue('')
  await expect(card.getByText('Plan: Maintenance Wash')).toHaveCount(0)
  await page.reload()
  await expect(card.getByRole('combobox', { name: 'Maintenance plan for Mazda CX-5' })).toBeVisible()
  await expect(card.getByTestId('next-visit')).toHaveCount(0)
})

test('from /membership: a guest is sent to log in and comes back; a customer joins with a garage vehicle', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Member'))
  await page.goto('/membership')
  await page.getByRole('link', { name: 'Join Signature Care' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmembership%23plan-signature-care$/)
  await submitLogin(page, person.email, person.password)
  await expect(page).toHaveURL(/\/membership#plan-signature-care$/)

  await page.goto('/garage')
  await page.getByRole('button', { name: 'Add a vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
  await dialog.getByLabel('Make').fill('Honda')
  await dialog.getByLabel('Model').fill('Pilot')
  await dialog.getByRole('radio', { name: /^XL/ }).check()
  await dialog.getByRole('button', { name: 'Add vehicle' }).click()
  await expect(page.getByTestId('vehicle-card').filter({ hasText: 'Honda Pilot' })).not.toHaveAttribute('aria-busy')

  await page.goto('/membership')
  const card = page.locator('#plan-signature-care')
  await card.getByRole('link', { name: 'Join Signature Care' }).click()
  await card.getByRole('combobox', { name: 'Vehicle for Signature Care' }).selectOption({ label: 'Honda Pilot' })
  await card.getByRole('button', { name: 'Join Signature Care' }).click()
  await expect(card.getByRole('status')).toHaveText(/Honda Pilot is on the Signature Care plan\./)
  await card.getByRole('link', { name: 'See its next visit in My Garage' }).click()
  const vehicle = page.getByTestId('vehicle-card').filter({ hasText: 'Honda Pilot' })
  await expect(vehicle.getByText('Plan: Signature Care')).toBeVisible()
  await expect(vehicle.getByTestId('next-visit')).toHaveText(`Next visit due ${katyToday()}`)
})
