import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { usePageContext } from 'vike-react/usePageContext'
import { AccountLink } from '../../components/layout/header/AccountLink'
import { Header } from '../../components/layout/header/Header'
import { ViewBagButton } from '../../components/layout/header/ViewBagButton'
import { layoutBusiness, menuServices } from './fixtures'

/** Wired as SiteLayout wires it: the path comes from Vike's pageContext (parameters.pageContext). */
function HeaderFromPageContext({ bagCount = 0 }: { bagCount?: number }) {
  const { urlPathname } = usePageContext()
  return (
    <Header
      businessName={layoutBusiness.name}
      services={menuServices}
      pathname={urlPathname}
      account={<AccountLink />}
      bag={<ViewBagButton count={bagCount} />}
    />
  )
}

const DESKTOP = { width: 1280, height: 720 }
const MOBILE = { width: 390, height: 844 }

const meta = {
  title: 'Layout/Header',
  component: HeaderFromPageContext,
  parameters: { layout: 'fullscreen', snapshot: { target: 'viewport', viewport: DESKTOP } },
} satisfies Meta<typeof HeaderFromPageContext>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  parameters: { pageContext: { urlPathname: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).queryByRole('link', { name: 'Contact' })).toBeNull() // mobile menu only
    await expect(canvas.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login')
    await expect(canvas.getByRole('button', { name: 'View Bag, 0 items' })).toBeVisible()
  },
}

export const CurrentPageBelowSection: Story = {
  parameters: { pageContext: { urlPathname: '/blog/some-post' } },
  args: { bagCount: 2 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await expect(within(canvasElement).getByRole('button', { name: 'View Bag, 2 items' })).toBeVisible()
  },
}

/** Spec section 2: the Services dropdown opens from the keyboard and lists every service page. */
/**
 * The Services trigger once its Ark menu has loaded (on idle, decision 080): the placeholder
 * button is replaced then, so a reference taken earlier would go stale.
 */
async function arkServicesTrigger(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  await waitFor(() => expect(canvas.getByRole('button', { name: /services/i })).toHaveAttribute('data-scope', 'menu'), { timeout: 5000 })
  return canvas.getByRole('button', { name: /services/i })
}

export const ServicesMenuByKeyboard: Story = {
  parameters: { pageContext: { urlPathname: '/' }, snapshot: { target: 'viewport', viewport: { width: 1280, height: 560 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = await arkServicesTrigger(canvas)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // Keyboard only: Tab from the logo and Home, then Enter.
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await waitFor(() => expect(trigger).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const menu = await canvas.findByRole('menu', { name: 'Services' })
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'))
    const items = within(menu).getAllByRole('menuitem')
    await expect(items).toHaveLength(menuServices.length)
    await expect(items).toHaveLength(16)
    await expect(items[0]).toHaveAttribute('href', `/services/${menuServices[0]?.slug}`)
    // 24rem at most, scrolling past that.
    await expect(getComputedStyle(menu).maxHeight).toBe('384px')
    await expect(getComputedStyle(menu).overflowY).toBe('auto')
    // Arrow keys move the highlight; Escape closes and gives focus back to the trigger.
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(items.some((item) => item.hasAttribute('data-highlighted'))).toBe(true))
  },
}

export const ServicesMenuEscapeCloses: Story = {
  parameters: { pageContext: { urlPathname: '/' }, snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = await arkServicesTrigger(canvas)
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    await canvas.findByRole('menu', { name: 'Services' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('menu', { name: 'Services' })).toBeNull())
    // Ark hands focus back after its close transition, not in the same task.
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const MobileMenuOpen: Story = {
  parameters: {
    pageContext: { urlPathname: '/contact' },
    snapshot: { target: 'viewport', viewport: MOBILE },
    // Known finding, reported to the layout owner: the drawer is not portalled, so Ark's modal
    // aria-hides the header's logo, bag button and menu trigger while they stay focusable
    // (focus is trapped in the drawer, so they cannot be reached). Re-enable with the fix.
    a11y: { disableRules: ['aria-hidden-focus'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' })
    const drawer = within(dialog)
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible()
    await expect(drawer.getAllByRole('link', { name: (_, el) => el.getAttribute('href')?.startsWith('/services/') ?? false })).toHaveLength(menuServices.length)
  },
}
