import { queryOptions, useQuery } from '@tanstack/react-query'
import { userScope } from '../../lib/query/query-client'
import type { AuthApi } from './session/auth-api'
import { useAuth } from './session/useAuth'
import { displayName } from './identity'

/** fetcher -> queryOptions -> hook (https://tkdodo.eu/blog/the-query-options-api). Invalidated by the auth session (auth-store.ts) on every auth event. */
export function profileQueryOptions(api: AuthApi, userId: string) {
  return queryOptions({
    queryKey: [...userScope(userId), 'profile'] as const,
    queryFn: () => api.fetchProfile(userId),
  })
}

export interface Identity {
  /** full_name, falling back to the e-mail (identity.ts). */
  name: string
  email: string
}

/**
 * The signed-in person as the header shows them. While the profile loads (or if it cannot be
 * read) the sign-up metadata name stands in, then the e-mail: never a blank.
 */
export function useIdentity(): Identity | null {
  const { state, api } = useAuth()
  const userId = state.status === 'signedIn' ? state.user.id : null
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? ''), enabled: userId !== null })
  if (state.status === 'loading') {
    return state.hint ? { name: displayName(state.hint.fullName, state.hint.email), email: state.hint.email } : null
  }
  if (state.status !== 'signedIn') return null
  const email = state.user.email ?? ''
  const metadataName = typeof state.user.user_metadata?.full_name === 'string' ? (state.user.user_metadata.full_name as string) : null
  const fullName = profile.data ? profile.data.full_name : metadataName
  return { name: displayName(fullName, email), email }
}
