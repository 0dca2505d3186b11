import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PlanJoinIsland } from '../../components/garage/PlanJoin'
import { fakeAuthApi, fakeSession } from '../../tests/fixtures/auth/fake-auth'
import { fakeGarageApi, VEHICLES, type FakeGarageOptions } from '../../tests/fixtures/auth/fake-garage'
import { CAMRY_ON_WASH } from '../../tests/fixtures/garage/plans'
import { AuthHarness, settleUi } from '../account/harness'

const navigate = fn()

/** /membership's Join for the Signature Care plan, signed in or not, over an in-memory garage. */
function JoinStory({ signedIn, garage }: { signedIn: boolean; garage: FakeGarageOptions }) {
  const [apis] = useState(() => ({ auth: fakeAuthApi({ session: signedIn ? fakeSession() : null }), garage: fakeGarageApi(garage) }))
  return (
    <AuthHarness api={apis.auth} garage={apis.garage} navigate={navigate}>
      <div className={css({ maxW: '20rem', p: '6' })}>
        <PlanJoinIsland planId="signature-care" planName="Signature Care" />
      </div>
    </AuthHarness>
  )
}

/** Joining a plan from /membership: a guest is sent to log in, a customer picks a garage vehicle. */
const meta = {
  title: 'Garage/PlanJoin',
  component: JoinStory,
  args: { signedIn: true, garage: { vehicles: VEHICLES, enrolments: [CAMRY_ON_WASH] } },
} satisfies Meta<typeof JoinStory>
export default meta
type Story = StoryObj<typeof meta>

/** A guest goes to /login, this plan's card remembered as the page to come back to. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { snapshot: { disable: true } }, // the button alone; SignedIn draws the form
  play: async ({ canvasElement }) => {
    navigate.mockClear()
    const join = within(canvasElement).getByRole('link', { name: 'Join Signature Care' })
    await expect(join).toHaveAttribute('href', '/login?redirect=%2Fmembership%23plan-signature-care')
    await userEvent.click(join)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmembership%23plan-signature-care'))
  },
}

/**
 * Signed in: only the vehicles not yet on a plan are offered (the Camry is on Maintenance Wash);
 * joining without one chosen says so, then the Tahoe joins.
 */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Join Signature Care' }))
    const select = await canvas.findByRole('combobox', { name: 'Vehicle for Signature Care' })
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a vehicle', 'Family hauler (2023 Chevrolet Tahoe)'])
    await userEvent.click(canvas.getByRole('button', { name: 'Join Signature Care' }))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Choose the vehicle to put on this plan.'))
    await userEvent.selectOptions(select, 'v-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Join Signature Care' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Family hauler (2023 Chevrolet Tahoe) is on the Signature Care plan.'))
    await expect(canvas.getByRole('link', { name: 'See its next visit in My Garage' })).toHaveAttribute('href', '/garage')
    await settleUi()
  },
}

/** Every vehicle is already on a plan (or there is none): the way to My Garage instead of a form. */
export const NothingToJoin: Story = {
  args: { garage: { vehicles: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Join Signature Care' }))
    await waitFor(() => expect(canvas.getByText(/Add your vehicle in My Garage first/)).toBeVisible())
    await expect(canvas.getByRole('link', { name: 'Go to My Garage' })).toHaveAttribute('href', '/garage')
    await settleUi()
  },
}
