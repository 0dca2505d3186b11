import { QueryClient } from '@tanstack/react-query'

/**
 * Query keys of data that belongs to the signed-in user all start with `['user', userId]`, so one
 * `removeQueries({ queryKey: USER_SCOPE })` on sign-out drops every user's cached rows and a
 * second person on the same browser never sees the first one's data, even for a frame.
 */
export const USER_SCOPE = ['user'] as const

export function userScope(userId: string) {
  return [...USER_SCOPE, userId] as const
}

/** One client per browser tab (and one per story / test render). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Account data changes only through this site: no refetch storm on every focus.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  })
}

/**
 * Network failures and 502/503/504 are worth another try; an RLS refusal or a validation error
 * is not. PostgREST errors from supabase-js carry `code`; fetch failures carry no status.
 */
export function isRetryable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number') return status === 0 || status === 502 || status === 503 || status === 504
  const message = String((error as { message?: unknown }).message ?? '')
  return /fetch|network/i.test(message)
}
