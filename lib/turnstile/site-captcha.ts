// One token source per public form, only when the build has a Turnstile site key (else
// undefined: no widget, and the forms' tickets come from public.form_ticket() as before).
import { createCaptchaTokens, readTurnstileSiteKey, type CaptchaTokens } from './turnstile'

export function siteCaptcha(): CaptchaTokens | undefined {
  return readTurnstileSiteKey() ? createCaptchaTokens() : undefined
}
