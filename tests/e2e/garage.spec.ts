// My Garage (docs/decisions/060-accounts-and-garage-client.md) over the built site and the local backend: rows belong to their owner
// (RLS), and edits and removals persist.

import { createConfirmedAccount, newPerson } from '../fixtures/auth/accounts'
import { logIn, logOut } from '../fixtures/auth/ui'
import { expect as baseExpect, test } from './fixtures/test'

// These journeys chain several page loads and auth round trips on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 120_000 })

async function addVehicle(page: import('@playwright/test').Page, make: string, model: string, size: 'Sedan' | 'SUV' | 'XL') {
  await page.getByRole('button', { name: 'Add a vehicle' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' })
  await dialog.getByLabel('Make').fill(make)
  await dialog.getByLabel('Model').fill(model)
  await dialog.getByRole('radio', { name: new RegExp(`^${size}`) }).check()
  await dialog.getByRole('button', { name: 'Add vehicle' }).click()
  const card = page.getByTestId('vehicle-card').filter({ hasText: `${make} ${model}` })
  await expect(card).toBeVisible()
  await expect(card).not.toHaveAttribute('aria-busy')
}

test('a second user cannot see the first user’s vehicles', async ({ page, request }) => {
  const first = await createConfirmedAccount(request, newPerson('First'))
  const second = await createConfirmedAccount(request, newPerson('Second'))

  await logIn(page, first)
  await addVehicle(page, 'Honda', 'Accord', 'Sedan')
  await logOut(page)

  await logIn(page, second)
  await expect(page.getByText('No vehicles yet.')).toBeVisible()
  await expect(page.getByText('Honda Accord')).toHaveCount(0)
  // Neither has claimed the first-visit code (public.my_discount_status() returns no row).
  await expect(page.getByTestId('first-visit-status')).toContainText('Not claimed yet.')
  await expect(page.getByText('No upcoming bookings.')).toBeVisible()
  await expect(page.getByText(/No details on record yet/)).toBeVisible()
})

test('edit and remove a vehicle; both persist', async ({ page, request }) => {
  const person = await createConfirmedAccount(request, newPerson('Edit'))
  await logIn(page, person)
  await addVehicle(page, 'Ford', 'F-150', 'XL')
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Ford F-150' })
  await expect(card).toContainText('$449.00')

  await card.getByRole('button', { name: /^Edit/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit vehicle' })
  await dialog.getByLabel('Nickname (optional)').fill('Work truck')
  await dialog.getByRole('radio', { name: /^SUV/ }).check()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  const edited = page.getByTestId('vehicle-card').filter({ hasText: 'Work truck (Ford F-150)' })
  await expect(edited).toContainText('$399.00')
  await page.reload()
  await expect(edited).toBeVisible()

  await edited.getByRole('button', { name: /^Remove/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('No vehicles yet.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No vehicles yet.')).toBeVisible()
})
