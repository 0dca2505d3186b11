// The chat's Turnstile tokens (decision 144): the contact form shows the widget, the lead's form
// ticket is then verified by the form-ticket function. Undefined without a site key.
import { siteCaptcha } from '../../../lib/turnstile/site-captcha'

export const chatCaptcha = siteCaptcha()
