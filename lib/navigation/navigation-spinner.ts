// Shows the centred "Loading page" spinner (components/layout/NavigationSpinner.tsx) when a
// navigation to another page of the site takes longer than SLOW_NAVIGATION_MS, and hides it
// whenever this document is shown again. No React: the client entry calls it first thing, before
// any island loads. See docs/decisions/113-document-navigation.md.
import { clickLoadsSiteDocument, navigateLoadsSiteDocument, submitLoadsSiteDocument, type NavigateFacts } from './navigation-intent'

/** Fast navigations (a prerendered or cached page) finish before this and never flash a spinner. */
export const SLOW_NAVIGATION_MS = 150

/** The id of the spinner element the layout renders once, hidden. */
export const NAVIGATION_SPINNER_ID = 'navigation-spinner'

/** The Navigation API, where the browser has it (Chromium); typed here as far as it is used. */
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: Event & NavigateEventLike) => void): void
  removeEventListener(type: 'navigate', listener: (event: Event & NavigateEventLike) => void): void
}

interface NavigateEventLike {
  hashChange: boolean
  downloadRequest: string | null
  destination: { url: string; sameDocument: boolean }
}

type SubmitterElement = HTMLButtonElement | HTMLInputElement

function submitterAttribute(submitter: Element | null, name: string): string | null {
  return submitter && submitter.hasAttribute(name) ? submitter.getAttribute(name) : null
}

/**
 * Starts listening; returns a function that stops listening (tests, hot reload). Listeners are on
 * the window in the bubble phase, so a click or submit an island handles (preventDefault) has been
 * handled by the time they run and does not count.
 */
export function showSpinnerOnSlowNavigation(win: Window = window, delayMs = SLOW_NAVIGATION_MS): () => void {
  let timer: number | undefined
  const spinner = () => win.document.getElementById(NAVIGATION_SPINNER_ID)

  const start = () => {
    if (timer !== undefined) return
    timer = win.setTimeout(() => {
      timer = undefined
      const element = spinner()
      if (element) element.hidden = false
    }, delayMs)
  }
  const stop = () => {
    if (timer !== undefined) win.clearTimeout(timer)
    timer = undefined
    const element = spinner()
    if (element) element.hidden = true
  }

  const onClick = (event: MouseEvent) => {
    const origin = event.target as Element | null
    const link = typeof origin?.closest === 'function' ? origin.closest<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]') : null
    if (!link) return
    const facts = { href: link.href, target: link.target, download: link.hasAttribute('download') }
    if (clickLoadsSiteDocument(event, facts, win.location.href)) start()
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement | null
    if (!form || typeof form.getAttribute !== 'function') return
    const submitter = (event.submitter ?? null) as SubmitterElement | null
    const formaction = submitterAttribute(submitter, 'formaction')
    const facts = {
      defaultPrevented: event.defaultPrevented,
      method: submitterAttribute(submitter, 'formmethod') ?? form.getAttribute('method') ?? 'get',
      target: submitterAttribute(submitter, 'formtarget') ?? form.getAttribute('target') ?? '',
      // The attribute, resolved: form.action can be shadowed by a control named "action".
      action: formaction ?? form.getAttribute('action') ?? win.location.href,
    }
    if (submitLoadsSiteDocument(facts, win.location.href)) start()
  }

  const onNavigate = (event: Event & NavigateEventLike) => {
    const facts: NavigateFacts = {
      sameDocument: event.destination.sameDocument,
      hashChange: event.hashChange,
      downloadRequest: event.downloadRequest ?? null,
      destinationUrl: event.destination.url,
    }
    if (navigateLoadsSiteDocument(facts, win.location.href)) start()
  }

  // Escape is the browsers' "stop loading" key: a stopped navigation leaves this page in place.
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') stop()
  }

  // pagehide: the page may be frozen in the back/forward cache with the spinner showing or the timer
  // pending, and must come back as the visitor left it. pageshow: any return to this document
  // (bfcache restore included) clears whatever is left.
  win.addEventListener('click', onClick)
  win.addEventListener('submit', onSubmit)
  win.addEventListener('keydown', onKeydown)
  win.addEventListener('pagehide', stop)
  win.addEventListener('pageshow', stop)
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation
  // No `navigateerror` listener: Chromium fires it for a pending cross-document navigation as soon
  // as the page calls history.replaceState (a router saving its scroll position on beforeunload
  // does), while the load goes on; hiding then would drop the spinner of every slow navigation.
  navigation?.addEventListener('navigate', onNavigate)

  return () => {
    stop()
    win.removeEventListener('click', onClick)
    win.removeEventListener('submit', onSubmit)
    win.removeEventListener('keydown', onKeydown)
    win.removeEventListener('pagehide', stop)
    win.removeEventListener('pageshow', stop)
    navigation?.removeEventListener('navigate', onNavigate)
  }
}
