import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { SiteNav } from '../../lib/catalogue/nav'

/** What each client-only page is, for the visitor who arrives without JavaScript. */
export const CLIENT_ONLY_PAGES: Record<string, { title: string; purpose: string }> = {
  '/garage': { title: 'My Garage', purpose: 'My Garage keeps your account and your vehicles, and it needs JavaScript to sign you in.' },
  '/reset-password': { title: 'Set a new password', purpose: 'Setting a new password happens in your browser and needs JavaScript.' },
}

interface NoScriptFallbackProps {
  title: string
  purpose: string
  nav: SiteNav
}

const page = css({ maxW: '2xl', mx: 'auto', px: '4', py: '12', display: 'grid', gap: '4' })
const link = css({ color: 'fg.link', textDecoration: 'underline' })

/**
 * The readable page a client-only route (ssr: false) shows when JavaScript is off: it says what
 * the page is, how to reach the business instead, and links on. Rendered to static markup inside
 * <noscript> by pages/+bodyHtmlEnd.ts, so it costs visitors with JavaScript nothing.
 */
export function NoScriptFallback({ title, purpose, nav }: NoScriptFallbackProps) {
  const { business } = nav
  return (
    <>
      <header className={css({ bg: 'bg.inverted', color: 'fg.inverted', px: '4', py: '4' })}>
        <a href="/" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {business.name}
        </a>
      </header>
      <main className={page}>
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
          Or browse our <a href="/" className={link}>services and prices</a>, or read the <a href="/faq" className={link}>FAQ</a>.
        </p>
      </main>
      <footer className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', px: '4', py: '6', textAlign: 'center' })}>
        <a href={`tel:${business.phone.e164}`} className={link}>
          {business.phone.display}
        </a>{' '}
        · <a href={`sms:${business.phone.e164}`} className={link}>Text us</a> · <a href={`mailto:${business.email}`} className={link}>{business.email}</a>
      </footer>
    </>
  )
}
