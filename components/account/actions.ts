import { useCallback, useMemo } from 'react'
import type { AuthResult } from './session/auth-api'
import { useAuth } from './session/useAuth'

/**
 * The account actions as views call them: each one makes sure the client is loaded and
 * subscribed first, so the resulting auth event reaches the auth session (auth-store.ts).
 */
export function useAuthActions() {
  const { api, connect } = useAuth()
  const run = useCallback(
    async (work: () => Promise<AuthResult>): Promise<AuthResult> => {
      await connect()
      return work()
    },
    [connect],
  )
  return useMemo(
    () => ({
      signUp: (input: { email: string; password: string; fullName: string; honeypot?: string; captchaToken?: string }) =>
        run(() => api.signUp({ ...input, emailRedirectTo: `${window.location.origin}/garage` })),
      signIn: (input: { email: string; password: string; captchaToken?: string }) => run(() => api.signIn(input)),
      signOut: () => run(() => api.signOut()),
      requestPasswordReset: (email: string, captchaToken?: string) => run(() => api.requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password`, captchaToken })),
      updatePassword: (password: string) => run(() => api.updatePassword(password)),
    }),
    [api, run],
  )
}
