// What auth needs from TanStack Query, without importing it: the auth state lives on every page
// (components/account/session/auth-store.ts), TanStack Query only in islands that read server data. On every
// auth event the auth session drops or refreshes the user's rows in whichever query clients exist; before
// any exists there is nothing cached to drop.
import type { QueryClient } from '@tanstack/react-query'

/**
 * Query keys of data that belongs to the signed-in user all start with `['user', userId]`, so one
 * `removeQueries({ queryKey: USER_SCOPE })` on sign-out drops every user's cached rows and a
 * second person on the same browser never sees the first one's data, even for a frame.
 */
export const USER_SCOPE = ['user'] as const

export function userScope(userId: string) {
  return [...USER_SCOPE, userId] as const
}

export type UserCache = Pick<QueryClient, 'removeQueries' | 'invalidateQueries'>

const live = new Set<UserCache>()

/** Registers a client for auth events; returns the function that unregisters it. */
export function trackQueryClient(client: UserCache): () => void {
  live.add(client)
  return () => live.delete(client)
}

/** Signed out: no user rows stay cached. Signed in (or refreshed): the profile is read again. */
export function onAuthChange(userId: string | null): void {
  for (const client of live) {
    if (!userId) client.removeQueries({ queryKey: USER_SCOPE })
    else void client.invalidateQueries({ queryKey: [...USER_SCOPE, userId, 'profile'] })
  }
}
