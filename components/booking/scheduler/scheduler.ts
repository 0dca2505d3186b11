// The scheduler popup: Calendly's popup widget (window.Calendly), whose script and
// stylesheet come from the scheduler's own origin (data/business.json schedulerUrl,
// schedulerOrigin). They are added once, only when the visitor starts booking, and only if the
// page does not have them already. Calendly reports the booking to
// supabase/functions/scheduler-webhook/ (index.ts), which writes it to public.bookings.

/** The part of the widget's global API the site uses. */
export interface SchedulerApi {
  initPopupWidget: (options: SchedulerOptions) => void
}

/**
 * The widget's options: `url`, `prefill` and `utm` as in Calendly's embed API
 * (https://developer.calendly.com/api-docs/overview/embedding/getting-started shows
 * `{ url, prefill: {}, utm: {} }`; the utm keys are utmCampaign, utmSource, utmMedium,
 * utmContent, utmTerm, as react-calendly's README lists them: https://npmjs.com/package/react-calendly).
 */
export interface SchedulerOptions {
  url: string
  prefill?: SchedulerPrefill
  utm?: SchedulerUtm
}

/** Book Now sends the booking intent's id (else an approved quote's) as utmContent; the scheduler's webhook returns it. */
export interface SchedulerUtm {
  utmContent?: string
}

declare global {
  interface Window {
    Calendly?: SchedulerApi
  }
}

export interface SchedulerPrefill {
  name?: string
  email?: string
  /**
   * a1: services and vehicle size; a2: the first-visit discount code, when there is one;
   * a3: the visit's ZIP code; a4: the prep and policy acknowledgement (Book Now's ZIP step,
   * docs/decisions/146-zip-check-and-visit-terms.md). The scheduler's event type asks these
   * questions in this order, so the owner sees each answer on the booking.
   */
  customAnswers?: { a1?: string; a2?: string; a3?: string; a4?: string }
}

/** What the visitor is booking; name and e-mail when signed in. */
export interface BookingDetails {
  /** e.g. "Signature Detail (SUV); Engine Bay Detailing". */
  services: string
  /** e.g. "SUV"; several sizes are joined with ", ". */
  vehicle?: string
  name?: string
  email?: string
  /** The signed-in customer's unused first-visit discount code. */
  discountCode?: string
  /** The visit's ZIP code (checked against the service areas before the scheduler opens). */
  zip?: string
  /** The visitor ticked "I've read how to get ready and the cancellation policy". */
  acknowledged?: boolean
}

/** The fourth answer when the visitor ticked the prep and policy box. */
export const ACKNOWLEDGED_ANSWER = "Yes: I've read how to get ready and the cancellation policy"

/**
 * Gives up on a script that has not run after this long (a hanging request, a very slow
 * network), so the visitor gets the call / text / e-mail fallback within a few seconds
 * instead of a button that says it is opening forever. A blocked or failing request
 * (aborted, 503) fails at once, without waiting for this.
 */
export const SCHEDULER_TIMEOUT_MS = 5000

export const SCHEDULED_EVENT = 'calendly.event_scheduled'

export function schedulerAssets(origin: string): { script: string; stylesheet: string } {
  const base = origin.replace(/\/+$/, '')
  return { script: `${base}/assets/external/widget.js`, stylesheet: `${base}/assets/external/widget.css` }
}

/** The first custom answer carries the services and the vehicle size. */
export function bookingAnswer({ services, vehicle }: BookingDetails): string {
  return vehicle ? `${services}. Vehicle size: ${vehicle}` : services
}

export function buildPrefill(details: BookingDetails): SchedulerPrefill {
  const prefill: SchedulerPrefill = { customAnswers: { a1: bookingAnswer(details) } }
  if (details.discountCode?.trim()) prefill.customAnswers!.a2 = details.discountCode.trim()
  if (details.zip?.trim()) prefill.customAnswers!.a3 = details.zip.trim()
  if (details.acknowledged) prefill.customAnswers!.a4 = ACKNOWLEDGED_ANSWER
  if (details.name?.trim()) prefill.name = details.name.trim()
  if (details.email?.trim()) prefill.email = details.email.trim()
  return prefill
}

/** The booking page URL with the same prefill and utm as query parameters (the widget reads both). */
export function prefilledUrl(schedulerUrl: string, prefill: SchedulerPrefill, utm: SchedulerUtm = {}): string {
  const url = new URL(schedulerUrl)
  if (prefill.name) url.searchParams.set('name', prefill.name)
  if (prefill.email) url.searchParams.set('email', prefill.email)
  if (prefill.customAnswers?.a1) url.searchParams.set('a1', prefill.customAnswers.a1)
  if (prefill.customAnswers?.a2) url.searchParams.set('a2', prefill.customAnswers.a2)
  if (prefill.customAnswers?.a3) url.searchParams.set('a3', prefill.customAnswers.a3)
  if (prefill.customAnswers?.a4) url.searchParams.set('a4', prefill.customAnswers.a4)
  if (utm.utmContent) url.searchParams.set('utm_content', utm.utmContent)
  return url.toString()
}

/** Only the scheduler's own frames may tell the page that an appointment was booked. */
export function isScheduledEvent(event: Pick<MessageEvent, 'origin' | 'data'>, schedulerOrigin: string): boolean {
  if (event.origin !== new URL(schedulerOrigin).origin) return false
  const data: unknown = event.data
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === SCHEDULED_EVENT
}

/**
 * The asset URL for the attempt after `failures` failed ones. A retry needs a URL of its own:
 * the browser joins a new request for a URL it is still fetching to that fetch, so after a
 * request that hangs, a second <script> with the same src would wait on the same dead request.
 */
export function retryUrl(url: string, failures: number): string {
  if (failures <= 0) return url
  const next = new URL(url)
  next.searchParams.set('retry', String(failures))
  return next.toString()
}

let pending: Promise<SchedulerApi> | undefined
/** Failed attempts in this page load; each retry fetches the assets under a new URL. */
let failures = 0

/**
 * Adds the stylesheet and the script once (unless already present) and resolves with the
 * widget's API. Rejects when the script fails (blocked, error status) or has not defined
 * the API within the timeout; what the attempt added is removed so a later attempt starts
 * clean, under a new URL (`retryUrl`). Once the API exists, later calls resolve at once
 * without touching the page.
 */
export function loadScheduler(origin: string, options: { doc?: Document; win?: Window; timeoutMs?: number } = {}): Promise<SchedulerApi> {
  const doc = options.doc ?? document
  const win = options.win ?? window
  const ready = win.Calendly
  if (ready && typeof ready.initPopupWidget === 'function') return Promise.resolve(ready)
  if (pending) return pending

  const assets = schedulerAssets(origin)
  const scriptUrl = retryUrl(assets.script, failures)
  const stylesheet = retryUrl(assets.stylesheet, failures)
  let addedLink: HTMLLinkElement | undefined
  if (!doc.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`)) {
    addedLink = doc.createElement('link')
    addedLink.rel = 'stylesheet'
    addedLink.href = stylesheet
    doc.head.appendChild(addedLink)
  }
  let script = doc.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`)
  const created = !script
  if (!script) {
    script = doc.createElement('script')
    script.src = scriptUrl
    script.async = true
    doc.head.appendChild(script)
  }
  const el = script

  const attempt = new Promise<SchedulerApi>((resolve, reject) => {
    const check = () => {
      const api = win.Calendly
      return api && typeof api.initPopupWidget === 'function' ? api : undefined
    }
    const done = (error?: Error) => {
      win.clearTimeout(timer)
      win.clearInterval(poll)
      el.removeEventListener('load', onLoad)
      el.removeEventListener('error', onError)
      const api = check()
      if (api) return resolve(api)
      // Whatever this attempt added goes, so a later click adds both again (a blocked
      // stylesheet would otherwise stay on the page, failed, and leave the popup unstyled).
      if (created) el.remove()
      addedLink?.remove()
      failures += 1
      reject(error ?? new Error('The scheduler script loaded but did not start.'))
    }
    const onLoad = () => done()
    const onError = () => done(new Error('The scheduler script could not be loaded.'))
    // A script that was already on the page may have loaded before we listened.
    const poll = win.setInterval(() => check() && done(), 250)
    const timer = win.setTimeout(() => done(new Error('The scheduler took too long to load.')), options.timeoutMs ?? SCHEDULER_TIMEOUT_MS)
    el.addEventListener('load', onLoad)
    el.addEventListener('error', onError)
  })
  pending = attempt
  attempt
    .catch(() => undefined)
    .finally(() => {
      if (pending === attempt) pending = undefined
    })
  return attempt
}
