import type { Meta, StoryObj } from '@storybook/react-vite'
import { css } from 'styled-system/css'
import { expect, within } from 'storybook/test'
import { ReferralOffer } from '../../components/garage/ReferralOffer'
import { REFERRAL_TERMS } from '../../tests/fixtures/garage/referrals'

/** /membership's referral offer (static HTML, for guests too): getting a link goes through sign-in to My Garage. */
const meta = {
  title: 'Garage/ReferralOffer',
  component: ReferralOffer,
  args: { terms: REFERRAL_TERMS, discountPercent: 10 },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '32rem', p: '6' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReferralOffer>
export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Refer a friend' })).toBeVisible()
    await expect(canvas.getByText(/Friends get 10% off their first detail through your link\./)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Get your link' })).toHaveAttribute('href', '/login?redirect=%2Fgarage%23referral')
  },
}
