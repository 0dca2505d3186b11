// The discount popup as the site mounts it (lazily, 3 s after load): the real client and toasts.
import { createFormGuard } from '../../../lib/form-guard'
import { siteCaptcha } from '../../../lib/turnstile/site-captcha'
import { TurnstileWidget } from '../../ui/turnstile-widget'
import { createRecentLeadStore } from '../lead-guard'
import { getSupabase } from '../../../lib/supabase/client'
import { showToast } from '../../../lib/toast/show-toast'
import { DiscountPopup } from './DiscountPopup'
import { submitDiscount } from './submit'
import { rememberedReferral } from './referral-ref'

/** Discount addresses sent from this browser in the last minute (any tab). */
const recent = createRecentLeadStore('discount')

/** The form ticket, asked for when the e-mail field first takes the focus (docs/decisions/144-bot-proof-forms.md). */
const captcha = siteCaptcha()
const guard = createFormGuard(getSupabase, { captcha })

const startGuard = () => guard.start()
const submit = (email: string, honeypot: string) => submitDiscount({ email, honeypot, recent, guard, getClient: getSupabase, notify: showToast, referral: rememberedReferral() })

export default function SiteDiscountPopup({ onClose }: { onClose: () => void }) {
  return <DiscountPopup onClose={onClose} submit={submit} onEngage={startGuard} captcha={captcha ? <TurnstileWidget tokens={captcha} action="discount" /> : undefined} />
}
