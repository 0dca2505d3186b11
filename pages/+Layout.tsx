import type { ReactNode } from 'react'
import '../components/layout/global.css'
import { SiteLayout } from '../components/layout'

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>
}
