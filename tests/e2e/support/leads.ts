// What the lead specs share: where the backend is, a unique address per test, a privileged
// read of the stored rows (anon may insert leads but never read them) and the way to the
// chat's contact form.
import type { Page } from '@playwright/test'
import { DEFAULT_JWT_SECRET, serviceRoleKeyFor } from 'local-supabase/config'
import { expect } from '../fixtures/test'

export const BACKEND = process.env.E2E_BACKEND_URL ?? `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54321}`

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

/** Rows of `table` whose e-mail is exactly `email`, read with the service role (bypasses RLS). */
export async function readLeadRows(table: 'leads' | 'chatbot_leads', email: string): Promise<Record<string, unknown>[]> {
  const key = await serviceRoleKeyFor(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)
  const response = await fetch(`${BACKEND}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  expect(response.status, `${table} read`).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

/** No discount popup and no tour: the chat tests run undisturbed. */
export async function quietSession(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('hasSeenDiscountPopup', 'true')
    sessionStorage.setItem('hasSeenInteractiveTour', 'true')
  })
}

export const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' })
export const discountPopup = (page: Page) => page.getByRole('dialog', { name: 'Get 10% off your first detail' })

export async function openChat(page: Page) {
  const chat = chatDialog(page)
  // A click before the page has hydrated does nothing (the button is plain HTML until then), and
  // the chat's code loads on first use: on a busy machine either can take a few seconds. Click
  // again only while the launcher is not expanded: a second click while the chat is still loading
  // closes it again (the stress run caught this helper toggling the chat shut for 45 s).
  // includeHidden: the open chat is modal, so the launcher is then under aria-hidden.
  const launcher = page.getByRole('button', { name: 'Chat with us', includeHidden: true })
  await expect(async () => {
    if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click()
    await expect(chat.getByText('What type of vehicle do you have?')).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 45_000 })
  return chat
}

/** Waits for the discount card (3 s after load, then its lazily loaded code). */
export async function waitForDiscountPopup(page: Page) {
  const popup = discountPopup(page)
  await expect(popup).toBeVisible({ timeout: 15_000 })
  return popup
}

/** Opens the chat and answers Truck, Signature Detail: the contact form is up. */
export async function openChatForm(page: Page) {
  const chat = await openChat(page)
  await chat.getByRole('button', { name: 'Truck' }).click()
  await chat.getByRole('button', { name: 'Signature Detail' }).click()
  await expect(chat.getByRole('textbox', { name: 'Name' })).toBeFocused()
  return chat
}
