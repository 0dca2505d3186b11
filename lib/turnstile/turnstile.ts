// Cloudflare Turnstile in the browser (docs/decisions/144-bot-proof-forms.md): only when the
// build has a site key (VITE_TURNSTILE_SITE_KEY); without one nothing loads and nothing
// changes. The script is loaded once, on the first form that shows a widget, with explicit
// rendering (https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/).

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`

/** The site key the build was given, or null (then no widget anywhere). */
export function readTurnstileSiteKey(env: Record<string, string | boolean | undefined> = { VITE_TURNSTILE_SITE_KEY: import.meta.env.VITE_TURNSTILE_SITE_KEY as string | undefined }): string | null {
  const key = typeof env.VITE_TURNSTILE_SITE_KEY === 'string' ? env.VITE_TURNSTILE_SITE_KEY.trim() : ''
  return key || null
}

/** The part of Turnstile's API the widget uses. */
export interface TurnstileApi {
  render(element: HTMLElement, options: { sitekey: string; action?: string; callback: (token: string) => void; 'expired-callback'?: () => void; 'error-callback'?: () => void }): string
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let loading: Promise<TurnstileApi> | null = null

/** Adds Cloudflare's script once; a failed load may be tried again. */
export function loadTurnstile(doc: Document = document): Promise<TurnstileApi> {
  const win = doc.defaultView
  if (win?.turnstile) return Promise.resolve(win.turnstile)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = TURNSTILE_SCRIPT_URL
    script.async = true
    script.onload = () => (win?.turnstile ? resolve(win.turnstile) : reject(new Error('Turnstile did not start')))
    script.onerror = () => reject(new Error('Turnstile could not be loaded'))
    doc.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/**
 * The widget's latest token, for whoever submits the form: `next()` waits for one, and a token
 * is used once (Turnstile refuses a second siteverify of the same token), so it is taken.
 */
export interface CaptchaTokens {
  set(token: string | null): void
  next(): Promise<string>
  /** Called after a token was used, so the widget can fetch the next one. */
  onUsed(listener: () => void): () => void
}

export function createCaptchaTokens(): CaptchaTokens {
  let current: string | null = null
  let waiting: ((token: string) => void)[] = []
  const used = new Set<() => void>()
  return {
    set(token) {
      current = token
      if (token) {
        const resolve = waiting
        waiting = []
        if (resolve.length > 0) {
          current = null
          resolve.forEach((r) => r(token))
          used.forEach((l) => l())
        }
      }
    },
    next() {
      if (current) {
        const token = current
        current = null
        used.forEach((l) => l())
        return Promise.resolve(token)
      }
      return new Promise((resolve) => waiting.push(resolve))
    },
    onUsed(listener) {
      used.add(listener)
      return () => used.delete(listener)
    },
  }
}
