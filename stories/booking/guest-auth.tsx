// BookingFlow reads who is signed in from the page's auth store (components/account/session/useAuth.ts): booking stories
// render it around the story with a fixed state and an in-memory auth service.
import type { Decorator } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AuthProvider } from '../../components/account/AuthProvider'
import { fakeAuthApi } from '../../tests/fixtures/auth/fake-auth'

/** A guest, as most visitors are. */
export const withGuest: Decorator = (Story) => (
  <AuthProvider api={fakeAuthApi()} navigate={fn()} fixedState={{ status: 'signedOut', recovery: false, linkError: null }}>
    <Story />
  </AuthProvider>
)
