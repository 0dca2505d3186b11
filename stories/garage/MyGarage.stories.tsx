import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { GarageError, type GarageApi } from '../../components/garage/garage-api'
import { MyGarage } from '../../components/garage/MyGarage'
import { packagePrices } from '../../components/garage/garage-rules'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { fakeAuthApi, fakeSession, MARIA } from '../../tests/fixtures/auth/fake-auth'
import { fakeGarageApi, HISTORY, VEHICLES, type FakeGarageOptions } from '../../tests/fixtures/auth/fake-garage'
import { BOOKINGS, DISCOUNT_UNUSED, DISCOUNT_USED, STORY_NOW } from '../../tests/fixtures/garage/bookings'
import { DEPOSIT_BOOKING, DEPOSIT_SETTING, INSIDE_WINDOW_NOW, MISSING_DEPOSIT_BOOKING } from '../../tests/fixtures/garage/deposits'
import { depositTerms } from '../../lib/catalogue/visit-terms'
import { AuthHarness, settleUi } from '../account/harness'
import { bookingPrep } from '../../lib/catalogue/booking-prep'
import { prepCatalogue } from '../../lib/catalogue/visit-terms'
import { onViewport } from '../../.storybook/viewports'
import { QUOTE } from '../../tests/fixtures/quotes/fake-quotes'
import { CREDITS, REFERRAL_TERMS } from '../../tests/fixtures/garage/referrals'

/** The first add or edit fails like an outage (503 after a moment); later ones go through. */
function failingFirstWrite(api: GarageApi): GarageApi {
  let failures = 1
  const once =
    <A extends unknown[], T>(write: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      await new Promise((r) => setTimeout(r, 300))
      if (failures-- > 0) throw new GarageError('upstream connect error or disconnect/reset before headers', 503)
      return write(...args)
    }
  return { ...api, addVehicle: once(api.addVehicle), updateVehicle: once(api.updateVehicle) }
}

/** My Garage with an in-memory garage service: each state without a backend. */
function GarageStory({
  garage,
  failFirstWrite = false,
  now = STORY_NOW,
  deposit = false,
  referral = false,
}: {
  garage: FakeGarageOptions
  failFirstWrite?: boolean
  now?: Date
  deposit?: boolean
  referral?: boolean
}) {
  const [apis] = useState(() => {
    const fake = fakeGarageApi(garage)
    return { auth: fakeAuthApi({ session: fakeSession() }), garage: failFirstWrite ? failingFirstWrite(fake) : fake }
  })
  return (
    <AuthHarness api={apis.auth} garage={apis.garage} navigate={fn()}>
      <MyGarage
        userId={MARIA.id}
        name={MARIA.fullName}
        now={now}
        packages={packagePrices(catalogue)}
        prep={prepCatalogue(catalogue)}
        deposit={deposit ? { ...depositTerms(catalogue), setting: DEPOSIT_SETTING } : undefined}
        referral={referral ? { terms: REFERRAL_TERMS, discountPercent: 10, businessName: 'Katy Mobile Detailing', origin: 'https://www.katymobiledetailing.com' } : null}
      />
    </AuthHarness>
  )
}

/** My Garage (an island): the signed-in customer's vehicles and bookings, with how to get ready for the next visit. */
const meta = {
  title: 'Garage/MyGarage',
  component: GarageStory,
  args: { garage: {} },
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  globals: onViewport('desktop'),
} satisfies Meta<typeof GarageStory>
export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText('No vehicles yet.')).toBeVisible())
    await waitFor(() => expect(canvas.getByText(/No details on record yet/)).toBeVisible())
    await waitFor(() => expect(canvas.getByText('No upcoming bookings.')).toBeVisible())
    await waitFor(() => expect(canvas.getByTestId('first-visit-status')).toHaveTextContent('Not claimed yet.'))
    await expect(canvas.getByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/membership')
    await settleUi()
  },
}

export const WithVehicles: Story = {
  args: { garage: { vehicles: VEHICLES, history: HISTORY, bookings: BOOKINGS, discount: DISCOUNT_USED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findAllByTestId('vehicle-card')
    await expect(cards).toHaveLength(2)
    const camry = within(cards[0]!)
    await expect(camry.getByRole('heading', { name: '2021 Toyota Camry' })).toBeVisible()
    await expect(camry.getByText('$349.00')).toBeVisible() // Signature Detail, Sedan
    await expect(camry.getByRole('link', { name: /Book this vehicle/ })).toHaveAttribute('href', '/book/signature-detail?vehicle=Sedan&vehicleId=v-1')
    const tahoe = within(cards[1]!)
    await expect(tahoe.getByRole('heading', { name: 'Family hauler (2023 Chevrolet Tahoe)' })).toBeVisible()
    await expect(tahoe.getByText('$449.00')).toBeVisible() // Signature Detail, XL
    await waitFor(() => expect(canvas.getByText('June 14, 2025')).toBeVisible())
    await waitFor(() => expect(canvas.getByText('$314.10')).toBeVisible())
    await waitFor(() => expect(canvas.getByTestId('first-visit-status')).toHaveTextContent('Used on November 18, 2025.'))
    await settleUi()
  },
}

/**
 * Upcoming bookings, soonest first, in Katy's time, with Reschedule / Cancel opening the
 * scheduler in a new tab; the past booking joins the older records in the read-only history.
 */
export const WithBookings: Story = {
  args: { garage: { vehicles: VEHICLES, history: HISTORY, bookings: BOOKINGS, discount: DISCOUNT_UNUSED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = await canvas.findAllByTestId('upcoming-booking')
    await expect(rows).toHaveLength(2) // the canceled one is not listed
    const next = within(rows[0]!)
    await expect(rows[0]).toHaveTextContent('Tuesday, November 25, 2025, 9:00 AM CST')
    await expect(rows[0]).toHaveTextContent('Signature Detail (XL), Pet Hair Removal')
    await expect(rows[0]).toHaveTextContent('Vehicle: Family hauler (2023 Chevrolet Tahoe)')
    // Each upcoming booking's prep checklist: its services' items, each once (the prep e-mail's list).
    const checklist = next.getByRole('list', { name: /^How to get ready for/ })
    await waitFor(() => expect(within(checklist).getByText(/water spigot/)).toBeVisible())
    await waitFor(() => expect(within(checklist).getAllByRole('listitem')).toHaveLength(bookingPrep(['Signature Detail (XL)', 'Pet Hair Removal'], catalogue).items.length))
    const reschedule = next.getByRole('link', { name: /^Reschedule/ })
    await expect(reschedule).toHaveAttribute('href', 'https://calendly.com/reschedulings/b-next')
    await expect(reschedule).toHaveAttribute('target', '_blank')
    await expect(reschedule).toHaveAttribute('rel', 'noopener')
    await expect(next.getByRole('link', { name: /^Cancel/ })).toHaveAttribute('href', 'https://calendly.com/cancellations/b-next')
    await expect(rows[1]).toHaveTextContent('Saturday, December 13, 2025, 1:30 PM CST')
    const history = await canvas.findAllByTestId('history-entry')
    await expect(history.map((row) => row.querySelector('time')?.textContent)).toEqual(['September 10, 2025', 'June 14, 2025', 'March 2, 2025'])
    // Read-only: nothing in the history can be added, edited or removed.
    await expect(within(canvas.getByRole('region', { name: 'Service history' })).queryAllByRole('button')).toHaveLength(0)
    await waitFor(() => expect(canvas.getByTestId('first-visit-status')).toHaveTextContent('Your code KATY10-4F7Q is ready.'))
    await settleUi()
  },
}

/**
 * With the owner's $50 deposit: the paid one and the balance due (the services at catalogue
 * prices, less the deposit), a booking with no payment said outright, and, 20 hours before the
 * visit, the note before Cancel that canceling now keeps the deposit.
 */
export const WithDeposit: Story = {
  args: { garage: { vehicles: VEHICLES, bookings: [DEPOSIT_BOOKING, MISSING_DEPOSIT_BOOKING], discount: DISCOUNT_USED }, deposit: true, now: INSIDE_WINDOW_NOW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByTestId('upcoming-booking')).toHaveLength(2))
    const rows = canvas.getAllByTestId('upcoming-booking')
    const next = within(rows[0]!)
    await waitFor(() => expect(next.getByText('Deposit paid $50.00')).toBeVisible())
    // Signature Detail (XL) $449 + Pet Hair Removal $65, less $50.
    await waitFor(() => expect(next.getByText('Balance due $464.00')).toBeVisible())
    const cancel = next.getByRole('link', { name: /^Cancel/ })
    await waitFor(() => expect(cancel).toHaveAccessibleDescription('Canceling now keeps your $50.00 deposit: it is refundable only up to 24 hours before your visit.'))
    const later = within(rows[1]!)
    await waitFor(() => expect(later.getByText('No deposit received ($50.00 expected)')).toBeVisible())
    await waitFor(() => expect(later.getByText('Balance due $139.00')).toBeVisible())
    await settleUi()
  },
}

export const Loading: Story = {
  args: { garage: { read: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Loading your vehicles')).toBeInTheDocument()
    await expect(canvas.getByText('Loading your service history')).toBeInTheDocument()
    await expect(canvas.getByText('Loading your bookings')).toBeInTheDocument()
    await expect(canvas.getByTestId('first-visit-status')).toHaveTextContent('Checking…')
    await settleUi()
  },
}

export const ErrorState: Story = {
  args: { garage: { read: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // One automatic retry for a 503 happens first (lib/query/query-client.ts).
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(4), { timeout: 10_000 })
    const alerts = canvas.getAllByRole('alert')
    await expect(alerts[0]).toHaveTextContent('We couldn’t load your bookings.')
    await expect(alerts[1]).toHaveTextContent('We couldn’t load your quotes.')
    await expect(alerts[2]).toHaveTextContent('We couldn’t load your vehicles.')
    await expect(alerts[3]).toHaveTextContent('We couldn’t load your service history.')
    await expect(within(alerts[2]!).getByRole('button', { name: 'Try again' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('first-visit-status')).toHaveTextContent('Status unavailable right now.'))
    await settleUi()
  },
}

/** Adding keeps the dialog busy ("Saving…", cannot be sent twice) until the server has the vehicle. */
export const AddVehicle: Story = {
  args: { garage: { writeDelayMs: 600 } },
  parameters: { snapshot: { disable: true } }, // ends on a dialog-free but timing-dependent frame
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('No vehicles yet.')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: 'Add a vehicle' }))
    const dialog = within(await page().findByRole('dialog', { name: 'Add a vehicle' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add vehicle' }))
    await waitFor(() => expect(dialog.getByText('Enter the make, like Toyota.')).toBeVisible())
    await waitFor(() => expect(dialog.getByText('Choose the vehicle size: it sets the price.')).toBeVisible())
    await userEvent.type(dialog.getByLabelText('Make'), 'Honda')
    await userEvent.type(dialog.getByLabelText('Model'), 'Pilot')
    await userEvent.click(dialog.getByRole('radio', { name: /^SUV/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add vehicle' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled())
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Add a vehicle' })).toBeNull(), { timeout: 5000 })
    // The saved row replaces the optimistic one (a new element): query again each time.
    await waitFor(() => expect(canvas.getByTestId('vehicle-card')).not.toHaveAttribute('aria-busy'))
    await expect(canvas.getAllByTestId('vehicle-card')).toHaveLength(1)
    await expect(within(await canvas.findByTestId('vehicle-card')).getByText('$399.00')).toBeVisible()
    await settleUi()
  },
}

/** The service fails mid-save: the dialog stays open with everything typed and says why; sending again works. */
export const AddFailsThenRetry: Story = {
  args: { garage: {}, failFirstWrite: true },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('No vehicles yet.')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: 'Add a vehicle' }))
    const dialog = within(await page().findByRole('dialog', { name: 'Add a vehicle' }))
    await userEvent.type(dialog.getByLabelText('Make'), 'Subaru')
    await userEvent.type(dialog.getByLabelText('Model'), 'Outback')
    await userEvent.type(dialog.getByLabelText('Nickname (optional)'), 'Trail car')
    await userEvent.click(dialog.getByRole('radio', { name: /^SUV/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add vehicle' }))
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent('Your vehicle was not saved. The garage service is not answering right now.')
    await expect(alert).not.toHaveTextContent('upstream') // no transport jargon
    await expect(dialog.getByLabelText('Make')).toHaveValue('Subaru')
    await expect(dialog.getByLabelText('Model')).toHaveValue('Outback')
    await expect(dialog.getByLabelText('Nickname (optional)')).toHaveValue('Trail car')
    await expect(dialog.getByRole('radio', { name: /^SUV/ })).toBeChecked()
    await waitFor(() => expect(canvas.queryAllByTestId('vehicle-card')).toHaveLength(0)) // the optimistic row rolled back
    await userEvent.click(dialog.getByRole('button', { name: 'Add vehicle' }))
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Add a vehicle' })).toBeNull(), { timeout: 5000 })
    await waitFor(() => expect(canvas.getByTestId('vehicle-card')).not.toHaveAttribute('aria-busy'))
    await expect(canvas.getByRole('heading', { name: 'Trail car (Subaru Outback)' })).toBeVisible()
    await settleUi()
  },
}

/** A refused write rolls the optimistic change back and says why. */
export const RemoveFails: Story = {
  args: { garage: { vehicles: VEHICLES, history: HISTORY, writeError: 'permission denied for table vehicles' } },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 2021 Toyota Camry' }))
    const confirm = within(await page().findByRole('alertdialog'))
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(page().getByText('Vehicle not removed')).toBeVisible())
    await waitFor(() => expect(page().getByText('permission denied for table vehicles')).toBeVisible())
    await waitFor(() => expect(canvas.getAllByTestId('vehicle-card')).toHaveLength(2))
    await settleUi()
  },
}

/** The quotes the owner sent to this address, below the upcoming bookings: total, lines and what became of each. */
export const WithQuotes: Story = {
  args: {
    garage: {
      quotes: [
        { ...QUOTE, id: 'q-2', status: 'approved' },
        { ...QUOTE, id: 'q-1', created_at: '2026-11-02T15:00:00Z', valid_until: '2026-11-16T15:00:00Z', expired: true, lines: [QUOTE.lines[0]!], total_cents: 34900 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Your quotes' })
    const [approved, expired] = within(list).getAllByRole('listitem')
    await expect(approved!).toHaveTextContent('$398.50')
    await expect(approved!).toHaveTextContent('Approved')
    await expect(expired!).toHaveTextContent('$349.00')
    await expect(expired!).toHaveTextContent('Expired on November 16, 2026')
    await settleUi()
  },
}

/** With referrals on (data/business.json `referral`): Refer a friend under the member perks, with the link and the unused credit codes. */
export const WithReferrals: Story = {
  args: { garage: { vehicles: VEHICLES, discount: DISCOUNT_USED, credits: CREDITS }, referral: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = within(await canvas.findByRole('region', { name: 'Refer a friend' }))
    await waitFor(() => expect(section.getByRole('textbox', { name: 'Your referral link' })).toHaveValue('https://www.katymobiledetailing.com/?ref=3f9a0c21b7d4'))
    await expect(section.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await waitFor(() => expect(section.getAllByText('$20 off your next visit')).toHaveLength(2))
    await settleUi()
  },
}
