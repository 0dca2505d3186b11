// The waiting-list form's wiring for the site: the real Supabase client, the form's ticket
// (and Turnstile tokens when the build has a site key). A form calls `waitlistGuard.start()`
// when it is shown, renders `<TurnstileWidget tokens={waitlistCaptcha} />` when
// `waitlistCaptcha` is defined, and `joinSiteWaitlist({ email, zip, honeypot })` on submit.
import { createFormGuard } from '../../../lib/form-guard'
import { getSupabase } from '../../../lib/supabase/client'
import { siteCaptcha } from '../../../lib/turnstile/site-captcha'
import { createJoinMemory, joinWaitlist, type JoinWaitlistInput, type JoinWaitlistResult } from './join'

export const waitlistCaptcha = siteCaptcha()
export const waitlistGuard = createFormGuard(getSupabase, { captcha: waitlistCaptcha })

const joins = createJoinMemory()

export function joinSiteWaitlist(input: JoinWaitlistInput): Promise<JoinWaitlistResult> {
  return joinWaitlist(input, { getClient: getSupabase, guard: waitlistGuard, memory: joins })
}
