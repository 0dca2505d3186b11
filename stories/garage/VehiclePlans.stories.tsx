import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MyGarage } from '../../components/garage/MyGarage'
import { packagePrices } from '../../components/garage/garage-rules'
import { garagePlans } from '../../components/garage/plan-rules'
import { catalogue } from '../../tests/fixtures/catalogue/static'
import { fakeAuthApi, fakeSession, MARIA } from '../../tests/fixtures/auth/fake-auth'
import { fakeGarageApi, VEHICLES, type FakeGarageOptions } from '../../tests/fixtures/auth/fake-garage'
import { NEXT_BOOKING, STORY_NOW } from '../../tests/fixtures/garage/bookings'
import { CAMRY_ON_WASH, CAMRY_WASH_VISIT, TAHOE_ON_A_REMOVED_PLAN, TAHOE_ON_SIGNATURE_CARE } from '../../tests/fixtures/garage/plans'
import { AuthHarness, settleUi } from '../account/harness'
import { onViewport } from '../../.storybook/viewports'

/** My Garage's vehicles with the shipped maintenance plans (data/membership.json) and an in-memory garage service. */
function PlansStory({ garage }: { garage: FakeGarageOptions }) {
  const [apis] = useState(() => ({ auth: fakeAuthApi({ session: fakeSession() }), garage: fakeGarageApi(garage) }))
  return (
    <AuthHarness api={apis.auth} garage={apis.garage} navigate={fn()}>
      <MyGarage userId={MARIA.id} name={MARIA.fullName} now={STORY_NOW} packages={packagePrices(catalogue)} plans={garagePlans(catalogue)} />
    </AuthHarness>
  )
}

/** Maintenance plans per vehicle in My Garage: join, the next visit due with its Book link, leave. */
const meta = {
  title: 'Garage/VehiclePlans',
  component: PlansStory,
  args: { garage: { vehicles: VEHICLES } },
  parameters: { layout: 'fullscreen', snapshot: { target: 'page' } },
  globals: onViewport('desktop'),
} satisfies Meta<typeof PlansStory>
export default meta
type Story = StoryObj<typeof meta>

const cards = async (canvasElement: HTMLElement) => {
  const found = await within(canvasElement).findAllByTestId('vehicle-card')
  return found.map((card) => within(card))
}

/**
 * The Camry's next wash is due 30 days after its last one (Book carries the plan and the
 * vehicle); the Tahoe has had no Signature Care visit since it joined, so it is overdue.
 */
export const Enrolled: Story = {
  args: { garage: { vehicles: VEHICLES, enrolments: [CAMRY_ON_WASH, TAHOE_ON_SIGNATURE_CARE], bookings: [CAMRY_WASH_VISIT] } },
  play: async ({ canvasElement }) => {
    const [camry, tahoe] = await cards(canvasElement)
    await waitFor(() => expect(camry!.getByTestId('next-visit')).toHaveTextContent('Next visit due December 3, 2025'))
    await expect(camry!.getByText('Plan: Maintenance Wash')).toBeVisible()
    await expect(camry!.getByRole('link', { name: 'Book the next Maintenance Wash visit for 2021 Toyota Camry' })).toHaveAttribute(
      'href',
      '/book/wash-and-wax?vehicle=Sedan&vehicleId=v-1&plan=maintenance-wash',
    )
    await waitFor(() => expect(tahoe!.getByTestId('next-visit')).toHaveTextContent('Visit due since August 1, 2025'))
    await expect(tahoe!.getByRole('button', { name: 'Leave the Signature Care plan for Family hauler (2023 Chevrolet Tahoe)' })).toBeEnabled()
    await settleUi()
  },
}

/** A booking for the vehicle is ahead: the visit is booked, so there is no Book link. */
export const VisitBooked: Story = {
  args: { garage: { vehicles: VEHICLES, enrolments: [TAHOE_ON_SIGNATURE_CARE], bookings: [{ ...NEXT_BOOKING, vehicle_id: 'v-2' }] } },
  play: async ({ canvasElement }) => {
    const [, tahoe] = await cards(canvasElement)
    await waitFor(() => expect(tahoe!.getByTestId('next-visit')).toHaveTextContent('Next visit booked: Tuesday, November 25, 2025, 9:00 AM CST'))
    await expect(tahoe!.queryByRole('link', { name: /^Book the next/ })).toBeNull()
    await settleUi()
  },
}

/** Joining without a plan chosen says so; choosing one joins, and leaving is one click. */
export const JoinAndLeave: Story = {
  parameters: { snapshot: { disable: true } }, // ends after a round trip; Enrolled draws the same card
  play: async ({ canvasElement }) => {
    const [camry] = await cards(canvasElement)
    const select = await camry!.findByRole('combobox', { name: 'Maintenance plan for 2021 Toyota Camry' })
    await userEvent.click(camry!.getByRole('button', { name: 'Join plan' }))
    await waitFor(() => expect(camry!.getByRole('alert')).toHaveTextContent('Choose a plan first.'))
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await userEvent.selectOptions(select, 'signature-care')
    await expect(camry!.queryByRole('alert')).toBeNull()
    await userEvent.click(camry!.getByRole('button', { name: 'Join plan' }))
    // Joined on the story's clock-free fake: no visit yet, so the first one is due at once.
    await waitFor(() => expect(camry!.getByText('Plan: Signature Care')).toBeVisible())
    await waitFor(() => expect(camry!.getByTestId('next-visit')).toHaveTextContent(/^(Next visit due|Visit due since) /))
    await userEvent.click(camry!.getByRole('button', { name: 'Leave the Signature Care plan for 2021 Toyota Camry' }))
    await waitFor(() => expect(camry!.getByRole('combobox', { name: 'Maintenance plan for 2021 Toyota Camry' })).toHaveValue(''))
    await settleUi()
  },
}

/** The service refuses the join (another tab put the vehicle on a plan): its reason, in words. */
export const JoinRefused: Story = {
  args: { garage: { vehicles: VEHICLES, writeError: 'This vehicle is already on a plan. Leave that plan first to change plans.' } },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const [camry] = await cards(canvasElement)
    await userEvent.selectOptions(await camry!.findByRole('combobox', { name: 'Maintenance plan for 2021 Toyota Camry' }), 'maintenance-wash')
    await userEvent.click(camry!.getByRole('button', { name: 'Join plan' }))
    await waitFor(() => expect(camry!.getByRole('alert')).toHaveTextContent('This vehicle is already on a plan. Leave that plan first to change plans.'))
    await settleUi()
  },
}

/** A plan the owner has since removed: said plainly, and the vehicle can still leave it. */
export const RemovedPlan: Story = {
  args: { garage: { vehicles: VEHICLES, enrolments: [TAHOE_ON_A_REMOVED_PLAN] } },
  play: async ({ canvasElement }) => {
    const [, tahoe] = await cards(canvasElement)
    await waitFor(() => expect(tahoe!.getByText('Plan: no longer offered')).toBeVisible())
    await expect(tahoe!.getByRole('button', { name: 'Leave a plan we no longer offer for Family hauler (2023 Chevrolet Tahoe)' })).toBeEnabled()
    await settleUi()
  },
}
