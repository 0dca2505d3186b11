import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { loadTurnstile, readTurnstileSiteKey, type CaptchaTokens } from '../../lib/turnstile/turnstile'

export interface TurnstileWidgetProps {
  /** Where the widget's tokens go; the form takes them from there on submit. */
  tokens: CaptchaTokens
  /** Turnstile's action label, shown in Cloudflare's analytics (e.g. "sign-up"). */
  action?: string
  /** @default the build's VITE_TURNSTILE_SITE_KEY; null renders nothing */
  siteKey?: string | null
}

const box = css({ minH: '65px' })

/**
 * Cloudflare Turnstile for a public form (docs/decisions/144-bot-proof-forms.md), only when the site has a key: loads
 * Cloudflare's script on first use, renders the widget, and hands each token to `tokens`; a
 * used token resets the widget for the next one. Without a key it renders nothing.
 */
export function TurnstileWidget({ tokens, action, siteKey = readTurnstileSiteKey() }: TurnstileWidgetProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!siteKey || !element) return
    let cancelled = false
    let widgetId: string | undefined
    let api: Awaited<ReturnType<typeof loadTurnstile>> | undefined
    loadTurnstile()
      .then((loaded) => {
        if (cancelled) return
        api = loaded
        widgetId = loaded.render(element, {
          sitekey: siteKey,
          action,
          callback: (token) => tokens.set(token),
          'expired-callback': () => tokens.set(null),
          'error-callback': () => tokens.set(null),
        })
      })
      .catch(() => tokens.set(null))
    const stop = tokens.onUsed(() => {
      if (api && widgetId) api.reset(widgetId)
    })
    return () => {
      cancelled = true
      stop()
      if (api && widgetId) api.remove(widgetId)
    }
  }, [siteKey, action, tokens])
  if (!siteKey) return null
  return <div ref={ref} className={box} data-turnstile="" />
}
