import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { TurnstileWidget } from '../../components/ui/turnstile-widget'
import { createCaptchaTokens, type TurnstileApi } from '../../lib/turnstile/turnstile'

/**
 * Cloudflare's script (challenges.cloudflare.com) cannot load in this offline Storybook, and its
 * widget is Cloudflare's iframe, not ours. The widget uses `window.turnstile` when it is already
 * there (lib/turnstile/turnstile.ts), so the stories install a stand-in with the same calls
 * (render, reset, remove: developers.cloudflare.com/turnstile/get-started/client-side-rendering/)
 * that draws a box and issues a numbered token when "solved".
 */
function installTurnstileStandIn() {
  const calls: string[] = []
  let issued = 0
  const api: TurnstileApi = {
    render(element, options) {
      calls.push(`render ${options.sitekey} ${options.action ?? ''}`)
      element.replaceChildren()
      const solve = document.createElement('button')
      solve.type = 'button'
      solve.textContent = 'Verify you are human (stand-in)'
      solve.onclick = () => options.callback(`token-${++issued}`)
      element.append(solve)
      return 'widget-1'
    },
    reset(widgetId) {
      calls.push(`reset ${widgetId}`)
    },
    remove(widgetId) {
      calls.push(`remove ${widgetId}`)
    },
  }
  window.turnstile = api
  return { calls, uninstall: () => delete window.turnstile }
}

let standIn: ReturnType<typeof installTurnstileStandIn> | null = null

function SignUpForm({ siteKey }: { siteKey: string | null }) {
  const tokens = useMemo(() => createCaptchaTokens(), [])
  const [sent, setSent] = useState<string | null>(null)
  return (
    <form
      className={css({ display: 'grid', gap: '3', maxW: 'sm', p: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        void tokens.next().then(setSent)
      }}
    >
      <TurnstileWidget tokens={tokens} action="sign-up" siteKey={siteKey} />
      <button type="submit" className={button({ variant: 'solid' })}>
        Sign up
      </button>
      {sent ? <output>Sent with {sent}</output> : null}
    </form>
  )
}

/** Use in a public form (sign-up, the waiting list, a lead) when the build has a Turnstile site key: it renders Cloudflare's check and hands each token to the form, which sends it once; without a key it renders nothing and the form works as before. */
const meta = {
  title: 'UI/TurnstileWidget',
  component: TurnstileWidget,
  // The picture would be the stand-in's, not Cloudflare's widget.
  parameters: { snapshot: { disable: true } },
  beforeEach: () => {
    standIn = installTurnstileStandIn()
    return () => {
      standIn?.uninstall()
      standIn = null
    }
  },
} satisfies Meta<typeof TurnstileWidget>

export default meta
type Story = StoryObj<typeof meta>

/** With a key: the widget renders with the form's action; the form sends the solved token, and the widget is reset for the next one. */
export const WithSiteKey: Story = {
  args: { tokens: createCaptchaTokens() },
  render: () => <SignUpForm siteKey="1x00000000000000000000AA" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(standIn?.calls).toContain('render 1x00000000000000000000AA sign-up'))
    await userEvent.click(canvas.getByRole('button', { name: 'Verify you are human (stand-in)' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(canvas.getByText('Sent with token-1')).toBeVisible())
    // A token is good for one siteverify: the widget fetches the next.
    await waitFor(() => expect(standIn?.calls).toContain('reset widget-1'))
  },
}

/** Without a key (the default build): nothing renders and nothing loads. */
export const WithoutSiteKey: Story = {
  args: { tokens: createCaptchaTokens() },
  render: () => <SignUpForm siteKey={null} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-turnstile]')).toBeNull()
    await expect(standIn?.calls).toEqual([])
    await expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull()
  },
}
