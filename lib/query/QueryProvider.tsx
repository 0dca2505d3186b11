import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useState, type ReactNode } from 'react'
import { appQueryClient } from './query-client'
import { trackQueryClient } from './user-cache'

interface QueryProviderProps {
  children: ReactNode
  /** A prepared client (stories, tests): auth events reach it while it is mounted. @default the tab's shared client */
  client?: QueryClient
}

/**
 * TanStack Query for the parts of the site that read server data (the account menu, /garage,
 * /login). Not in the layout: a page that never talks to the backend never loads it.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  const outer = useContext(QueryClientContext)
  const [own] = useState(() => client ?? outer ?? appQueryClient())
  const active = client ?? own
  useEffect(() => (client ? trackQueryClient(client) : undefined), [client])
  // Nested in another provider (a story's, a page's) without a client of its own: use that one.
  if (outer && !client) return <>{children}</>
  return <QueryClientProvider client={active}>{children}</QueryClientProvider>
}
