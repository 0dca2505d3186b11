import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import '../components/layout/global.css'
import { SiteLayout } from '../components/layout'

export default function Layout({ children }: { children: ReactNode }) {
  // /admin turns the site's chrome off (pages/admin/+config.ts).
  if (usePageContext().config.siteChrome === false) return <>{children}</>
  return <SiteLayout>{children}</SiteLayout>
}
