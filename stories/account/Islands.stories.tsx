import type { Meta, StoryObj } from '@storybook/react-vite'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { ReactNode } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import '../support/wait' // waits long enough for a busy machine
import { AccountSlot } from '../../components/account/AccountSlot'
import { supabaseAuthApi, type AuthApi } from '../../components/account/session/auth-api'
import { pageAuth } from '../../components/account/session/auth-store'
import { useAuth } from '../../components/account/session/useAuth'
import { fakeAuthApi, fakeSession, MARIA, type FakeAuthOptions } from '../../tests/fixtures/auth/fake-auth'

/**
 * Islands as the site mounts them: separate React roots with NO AuthProvider, each reading the
 * page's auth session (components/account/session/auth-store.ts). The page session talks to supabaseAuthApi;
 * for the story its methods are swapped for the in-memory service, and put back afterwards.
 */
function Status({ label }: { label: string }) {
  const { state } = useAuth()
  return <p data-testid={label}>{state.status === 'signedIn' ? `signed in as ${state.user.email}` : state.status}</p>
}

function Canvas() {
  return <div data-testid="islands" />
}

/** How the account islands share one auth session on a page: use this pattern (read useAuth) for any island that must know who is signed in, never a session of its own. */
const meta = {
  title: 'Auth/Islands',
  component: Canvas,
  // The roots are made and removed by the play functions: nothing stable to photograph.
  parameters: { snapshot: { disable: true } },
} satisfies Meta<typeof Canvas>
export default meta
type Story = StoryObj<typeof meta>

/** Runs `work` with the page session over an in-memory service; every root is unmounted after. */
async function withPageSession(
  options: FakeAuthOptions,
  canvasElement: HTMLElement,
  work: (tools: {
    subscribe: ReturnType<typeof fn>
    mount: (node: ReactNode) => HTMLElement
    hydrate: (node: ReactNode, onRecoverableError: (error: unknown) => void) => HTMLElement
  }) => Promise<void>,
) {
  const fake = fakeAuthApi(options)
  const subscribe = fn(fake.subscribe)
  const original: AuthApi = { ...supabaseAuthApi }
  Object.assign(supabaseAuthApi, { storedUser: fake.storedUser, subscribe, fetchProfile: fake.fetchProfile, signOut: fake.signOut })
  pageAuth.stop() // a fresh page: nothing started by an earlier story in this file
  const roots: Root[] = []
  const container = () => canvasElement.appendChild(document.createElement('div'))
  try {
    await work({
      subscribe,
      mount: (node) => {
        const element = container()
        const root = createRoot(element)
        roots.push(root)
        root.render(node)
        return element
      },
      hydrate: (node, onRecoverableError) => {
        const element = container()
        element.innerHTML = renderToString(node) // what the prerender wrote
        roots.push(hydrateRoot(element, node, { onRecoverableError }))
        return element
      },
    })
  } finally {
    for (const root of roots) root.unmount()
    pageAuth.stop()
    Object.assign(supabaseAuthApi, original)
  }
}

/**
 * A returning visitor: two islands share one subscription; a third, hydrated later from the
 * prerendered guest link, first renders exactly that (no hydration error) and then the avatar.
 */
export const TwoRootsOneSubscription: Story = {
  play: async ({ canvasElement }) => {
    await withPageSession({ session: fakeSession() }, canvasElement, async ({ subscribe, mount, hydrate }) => {
      const first = mount(<Status label="login-panel" />)
      const second = mount(<Status label="book-now" />)
      await waitFor(() => expect(within(first).getByText(`signed in as ${MARIA.email}`)).toBeVisible())
      await waitFor(() => expect(within(second).getByText(`signed in as ${MARIA.email}`)).toBeVisible())

      const onRecoverableError = fn()
      const header = hydrate(<AccountSlot />, onRecoverableError)
      await expect(within(header).getByRole('link', { name: 'Login / Sign Up' })).toBeVisible()
      await waitFor(() => expect(within(header).getByRole('button', { name: `Account: ${MARIA.fullName}` })).toBeVisible())
      await expect(onRecoverableError).not.toHaveBeenCalled()
      await expect(subscribe).toHaveBeenCalledTimes(1)
    })
  },
}

/** A certain guest: every island is signed out and the service is never subscribed to (no supabase-js). */
export const GuestNeverSubscribes: Story = {
  play: async ({ canvasElement }) => {
    await withPageSession({ session: null }, canvasElement, async ({ subscribe, mount }) => {
      const first = mount(<Status label="login-panel" />)
      const second = mount(<AccountSlot />)
      await waitFor(() => expect(within(first).getByText('signedOut')).toBeVisible())
      await waitFor(() => expect(within(second).getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login'))
      await expect(subscribe).not.toHaveBeenCalled()
    })
  },
}
