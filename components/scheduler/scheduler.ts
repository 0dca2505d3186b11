// The scheduler popup (design.md section 5): a Calendly-style widget whose script and
// stylesheet come from the scheduler's own origin. They are added once, only when the
// visitor starts booking, and only if the page does not have them already.

/** The part of the widget's global API the site uses. */
export interface SchedulerApi {
  initPopupWidget: (options: { url: string; prefill?: SchedulerPrefill }) => void
}

declare global {
  interface Window {
    Calendly?: SchedulerApi
  }
}

export interface SchedulerPrefill {
  name?: string
  email?: string
  customAnswers?: { a1?: string }
}

/** What the visitor is booking; name and e-mail when signed in. */
export interface BookingDetails {
  /** e.g. "Signature Detail (SUV); Engine Bay Detailing". */
  services: string
  /** e.g. "SUV"; several sizes are joined with ", ". */
  vehicle?: string
  name?: string
  email?: string
}

/** Gives up on a script that has not run after this long (blocked, offline, very slow). */
export const SCHEDULER_TIMEOUT_MS = 8000

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
  if (details.name?.trim()) prefill.name = details.name.trim()
  if (details.email?.trim()) prefill.email = details.email.trim()
  return prefill
}

/** The booking page URL with the same prefill as query parameters (the widget reads both). */
export function prefilledUrl(schedulerUrl: string, prefill: SchedulerPrefill): string {
  const url = new URL(schedulerUrl)
  if (prefill.name) url.searchParams.set('name', prefill.name)
  if (prefill.email) url.searchParams.set('email', prefill.email)
  if (prefill.customAnswers?.a1) url.searchParams.set('a1', prefill.customAnswers.a1)
  return url.toString()
}

/** Only the scheduler's own frames may tell the page that an appointment was booked. */
export function isScheduledEvent(event: Pick<MessageEvent, 'origin' | 'data'>, schedulerOrigin: string): boolean {
  if (event.origin !== new URL(schedulerOrigin).origin) return false
  const data: unknown = event.data
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === SCHEDULED_EVENT
}

let pending: Promise<SchedulerApi> | undefined

/**
 * Adds the stylesheet and the script once (unless already present) and resolves with the
 * widget's API. Rejects when the script fails or has not defined the API within the
 * timeout; the failed script is removed so a later attempt starts clean.
 */
export function loadScheduler(origin: string, options: { doc?: Document; win?: Window; timeoutMs?: number } = {}): Promise<SchedulerApi> {
  const doc = options.doc ?? document
  const win = options.win ?? window
  const ready = win.Calendly
  if (ready && typeof ready.initPopupWidget === 'function') return Promise.resolve(ready)
  if (pending) return pending

  const { script: scriptUrl, stylesheet } = schedulerAssets(origin)
  if (!doc.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`)) {
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheet
    doc.head.appendChild(link)
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
      if (created) el.remove()
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
  attempt.catch(() => undefined).finally(() => {
    if (pending === attempt) pending = undefined
  })
  return attempt
}
