import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from './query-client'

interface QueryProviderProps {
  children: ReactNode
  /** A prepared client (stories, tests). @default a new client per mount */
  client?: QueryClient
}

/** The app's TanStack Query client. Server data lives here, never in zustand. */
export function QueryProvider({ children, client }: QueryProviderProps) {
  const [own] = useState(() => client ?? createQueryClient())
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>
}
