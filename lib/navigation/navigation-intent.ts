// Which user actions start a full document load of this site: the decisions behind the
// navigation spinner (lib/navigation/navigation-spinner.ts), as pure functions of plain facts
// so they can be tested without a DOM. See docs/decisions/113-document-navigation.md.

/** What a click event says about how it was made. Keyboard activation (Enter) is a click too. */
export interface ClickFacts {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  /** Something (an island's handler) already took the click over. */
  defaultPrevented: boolean
}

/** What the clicked link says about where it goes. */
export interface LinkFacts {
  /** The resolved URL (HTMLAnchorElement.href), or the raw attribute when it does not resolve. */
  href: string
  /** The target attribute, '' when absent. */
  target: string
  /** Whether the link has a download attribute. */
  download: boolean
}

/** What a submit event says about the form submission it starts. */
export interface SubmitFacts {
  defaultPrevented: boolean
  /** The effective method (the submitter's formmethod, else the form's): get, post or dialog. */
  method: string
  /** The effective target (formtarget, else the form's target), '' when absent. */
  target: string
  /** The effective action URL, resolved (form.action is the document URL when absent). */
  action: string
}

/** Targets that load into the current window: the site is never framed (frame-ancestors 'none'). */
const SAME_WINDOW_TARGETS = new Set(['', '_self', '_top', '_parent'])

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

/**
 * Whether going from `here` to `destination` loads a new document of this site: same origin,
 * http(s), and not a jump to a fragment of the current document (same URL but for the fragment,
 * with a fragment present: the HTML "navigate to a fragment" case, which never unloads).
 */
export function loadsSiteDocument(destination: string, here: string): boolean {
  const to = parse(destination, here)
  const from = parse(here, here)
  if (!to || !from) return false
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false
  if (to.origin !== from.origin) return false
  const withoutFragment = (url: URL) => url.href.replace(/#.*$/, '')
  const fragmentOnly = withoutFragment(to) === withoutFragment(from) && to.href.includes('#')
  return !fragmentOnly
}

/**
 * Whether a click on a link is about to load a page of this site in this window. Modified clicks
 * (new tab or window, download), other buttons, other windows, downloads, tel:/mailto:/sms: and
 * fragment links do not; neither does a click an island already handled.
 */
export function clickLoadsSiteDocument(click: ClickFacts, link: LinkFacts, here: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if (!SAME_WINDOW_TARGETS.has(link.target.trim().toLowerCase())) return false
  if (link.download) return false
  return loadsSiteDocument(link.href, here)
}

/** Whether a form submission is about to load a page of this site in this window. */
export function submitLoadsSiteDocument(submit: SubmitFacts, here: string): boolean {
  if (submit.defaultPrevented) return false
  if (submit.method.toLowerCase() === 'dialog') return false
  if (!SAME_WINDOW_TARGETS.has(submit.target.trim().toLowerCase())) return false
  // A GET to the same URL with a fragment still submits (the query replaces the old one), so only
  // the origin and scheme matter here.
  const to = parse(submit.action, here)
  const from = parse(here, here)
  return Boolean(to && from && (to.protocol === 'http:' || to.protocol === 'https:') && to.origin === from.origin)
}

/** What a Navigation API `navigate` event says (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigateevent-interface). */
export interface NavigateFacts {
  /** destination.sameDocument: history.pushState-style and fragment navigations are true. */
  sameDocument: boolean
  hashChange: boolean
  /** downloadRequest: the file name of a download, null for a navigation. */
  downloadRequest: string | null
  destinationUrl: string
}

/**
 * Whether a `navigate` event starts a load of a page of this site. It covers what clicks and
 * submits do not: location.assign() from an island, and links activated some other way.
 */
export function navigateLoadsSiteDocument(navigate: NavigateFacts, here: string): boolean {
  if (navigate.sameDocument || navigate.hashChange || navigate.downloadRequest !== null) return false
  return loadsSiteDocument(navigate.destinationUrl, here)
}
