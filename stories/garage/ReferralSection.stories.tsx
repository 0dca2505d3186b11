import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ReferralSection } from '../../components/garage/ReferralSection'
import { referralUrl } from '../../components/garage/referral-rules'
import { fakeAuthApi, fakeSession, MARIA } from '../../tests/fixtures/auth/fake-auth'
import { fakeGarageApi, REFERRAL_CODE, type FakeGarageOptions } from '../../tests/fixtures/auth/fake-garage'
import { CREDITS, REFERRAL_TERMS } from '../../tests/fixtures/garage/referrals'
import { AuthHarness, settleUi } from '../account/harness'

const ORIGIN = 'https://www.katymobiledetailing.com'
const LINK = referralUrl(ORIGIN, REFERRAL_CODE)
const share = fn(async (_data?: ShareData) => {})
const writeText = fn(async (_text: string) => {})

/** My Garage's referral section over an in-memory garage, with a browser that has a share sheet or not. */
function ReferralStory({ garage, shareSheet }: { garage: FakeGarageOptions; shareSheet: boolean }) {
  const [apis] = useState(() => ({ auth: fakeAuthApi({ session: fakeSession() }), garage: fakeGarageApi(garage) }))
  const [nav] = useState(() => {
    share.mockClear()
    writeText.mockClear()
    const clipboard = { writeText } as unknown as Clipboard
    return (shareSheet ? { share, canShare: () => true, clipboard } : { clipboard }) as Pick<Navigator, 'share' | 'canShare' | 'clipboard'>
  })
  return (
    <AuthHarness api={apis.auth} garage={apis.garage} navigate={fn()}>
      <div className={css({ maxW: '26rem', p: '6' })}>
        <ReferralSection userId={MARIA.id} terms={REFERRAL_TERMS} discountPercent={10} businessName="Katy Mobile Detailing" origin={ORIGIN} navigator={nav} />
      </div>
    </AuthHarness>
  )
}

/** Refer a friend (docs/decisions/158-referral-credit.md): the customer's link to share or copy, and their unused credit codes. */
const meta = {
  title: 'Garage/ReferralSection',
  component: ReferralStory,
  args: { garage: { credits: CREDITS }, shareSheet: true },
} satisfies Meta<typeof ReferralStory>
export default meta
type Story = StoryObj<typeof meta>

/** A phone's browser: Share link opens the share sheet with the link; Copy link is offered too. */
export const ShareSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Refer a friend' })).toBeVisible()
    await expect(canvas.getByText(/Once their visit is done, you get \$20 off your next one \(up to 3 credits a month\)\./)).toBeVisible()
    const link = await canvas.findByRole('textbox', { name: 'Your referral link' })
    await expect(link).toHaveValue(LINK)
    await expect(link).toHaveAttribute('readonly')
    await userEvent.click(canvas.getByRole('button', { name: 'Share link' }))
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Katy Mobile Detailing', text: '10% off your first detail with Katy Mobile Detailing:', url: LINK }))
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible()
    const credits = await canvas.findByRole('list', { name: 'Your credits' })
    await expect(within(credits).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(credits).getByText('THANKS-7C41D09E')).toBeVisible()
    await expect(within(credits).getAllByText('$20 off your next visit')).toHaveLength(2)
    await settleUi()
  },
}

/** A desktop browser without a share sheet: only Copy link, which puts the link on the clipboard and says so. */
export const CopyOnly: Story = {
  args: { shareSheet: false, garage: { credits: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('textbox', { name: 'Your referral link' })
    await expect(canvas.queryByRole('button', { name: 'Share link' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK))
    await waitFor(() => expect(within(document.body).getByText('Link copied')).toBeVisible())
    await waitFor(() => expect(canvas.getByText('No credits yet. Each one shows here until you use it.')).toBeVisible())
    await settleUi()
  },
}

/** An address not confirmed yet gets no link (it could be someone else's), and is told how to get one. */
export const Unconfirmed: Story = {
  args: { garage: { referralCode: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText(/Confirm your e-mail address/)).toBeVisible())
    await expect(canvas.queryByRole('textbox', { name: 'Your referral link' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull()
    await settleUi()
  },
}

/** An outage: the link and the credits each say so, with Try again. */
export const ReadFailed: Story = {
  args: { garage: { read: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('We couldn’t load your referral link.')).toBeVisible(), { timeout: 15_000 })
    await waitFor(() => expect(canvas.getByText('We couldn’t load your credits.')).toBeVisible(), { timeout: 15_000 })
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2)
    await settleUi()
  },
}
