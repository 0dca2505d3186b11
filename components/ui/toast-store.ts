import { createToaster } from '@ark-ui/react/toast'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../lib/toast/show-toast'

/** Ark's toast store. Only Toaster.tsx imports it, so zag's toast machine stays off the first load. */
export const toastStore = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
})
