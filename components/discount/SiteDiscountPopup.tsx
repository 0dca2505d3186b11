// The discount popup as the site mounts it (lazily, 3 s after load): the real client and toasts.
import { getSupabase } from '../../lib/supabase/client'
import { showToast } from '../ui/toaster'
import { DiscountPopup } from './DiscountPopup'
import { submitDiscount } from './submit'

const submit = (email: string) =>
  submitDiscount({ email, getClient: getSupabase, notify: showToast })

export default function SiteDiscountPopup({ onClose }: { onClose: () => void }) {
  return <DiscountPopup onClose={onClose} submit={submit} />
}
