import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import '../../support/wait' // waits long enough for a busy machine
import { ContactPopup } from '../../../components/engagement/contact/ContactPopup'
import { contactLinks } from '../../../lib/catalogue/contact-links'
import { business } from '../../../tests/fixtures/catalogue/static'

/** Call, text or e-mail the business (data/business.json). */
const meta = {
  title: 'Engagement/Contact popup',
  component: ContactPopup,
  args: { open: true, onOpenChange: fn(), businessName: business.name, links: contactLinks(business) },
  parameters: { snapshot: { target: 'viewport' } },
} satisfies Meta<typeof ContactPopup>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Contact us' }))
    await expect(dialog.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', `tel:${business.phone.e164}`)
    await expect(dialog.getByRole('link', { name: /Text us/ })).toHaveAttribute('href', `sms:${business.phone.e164}`)
    await expect(dialog.getByRole('link', { name: /E-mail us/ })).toHaveAttribute('href', `mailto:${business.email}`)
    await expect(dialog.getAllByText(business.phone.display)).toHaveLength(2)
    // Focus is inside; Escape asks to close.
    await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false))
  },
}
