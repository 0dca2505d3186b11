import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { SiteNav } from '../../lib/catalogue/nav'
import { CenteredSpinner } from '../ui/spinner'

/** What each client-only page is, for the visitor who arrives without JavaScript. */
export const CLIENT_ONLY_PAGES = {
  '/garage': { title: 'My Garage', purpose: 'My Garage keeps your account and your vehicles, and it needs JavaScript to sign you in.' },
  '/reset-password': { title: 'Set a new password', purpose: 'Setting a new password happens in your browser and needs JavaScript.' },
  '/unsubscribe': {
    title: 'Unsubscribe',
    purpose: "The unsubscribe button works in your browser and needs JavaScript. Your mail app's own Unsubscribe button works without it, or reply to the e-mail and we will take you off the list.",
  },
  '/quote': { title: 'Your quote', purpose: 'Your quote opens in your browser and needs JavaScript. Reply to the e-mail it came in to approve it or ask for changes.' },
  '/quote/compose': { title: 'Send a quote', purpose: 'Writing a quote happens in your browser and needs JavaScript.' },
} as const

interface ClientOnlyFallbackProps {
  title: string
  purpose: string
  business: SiteNav['business']
  /** What the spinner says while the page's code and the visitor's session load. */
  loadingLabel: string
}

const page = css({ maxW: '2xl', mx: 'auto', px: '4', py: '12', display: 'grid', gap: '4' })
const link = css({ color: 'fg.link', textDecoration: 'underline' })

/**
 * The server markup of a client-only island (/garage, /reset-password): the centered spinner while
 * its code loads, and for a visitor without JavaScript a readable page instead (what the page is,
 * how to reach the business, links on). `data-needs-script` hides the spinner when scripting is
 * off (components/layout/global.css), so nothing looks stuck.
 */
export function ClientOnlyFallback({ title, purpose, business, loadingLabel }: ClientOnlyFallbackProps) {
  return (
    <>
      <div data-needs-script="">
        <CenteredSpinner label={loadingLabel} />
      </div>
      <noscript>
        <div className={page}>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'extrabold' })}>{title}</h1>
          <p>{purpose} Turn JavaScript on and reload this page, or call, text or e-mail us and we will help.</p>
          <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <a href={`tel:${business.phone.e164}`} className={button({ variant: 'solid' })}>
              Call {business.phone.display}
            </a>
            <a href={`sms:${business.phone.e164}`} className={button({ variant: 'outline' })}>
              Text {business.phone.display}
            </a>
            <a href={`mailto:${business.email}`} className={button({ variant: 'outline' })}>
              E-mail {business.email}
            </a>
          </p>
          <p>
            Or browse our{' '}
            <a href="/" className={link}>
              services and prices
            </a>
            , or read the{' '}
            <a href="/faq" className={link}>
              FAQ
            </a>
            .
          </p>
        </div>
      </noscript>
    </>
  )
}
