import { QueryClient } from '@tanstack/react-query'
import { trackQueryClient } from './user-cache'

export { USER_SCOPE, userScope } from './user-cache'

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

let browserClient: QueryClient | null = null

/**
 * The tab's one client, shared by every QueryProvider the site mounts (the header's account menu,
 * /garage, /login), so they read one cache and auth events reach it. A new one per prerender.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  if (!browserClient) {
    browserClient = createQueryClient()
    trackQueryClient(browserClient)
  }
  return browserClient
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
