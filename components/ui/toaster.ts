import { createToaster } from '@ark-ui/react/toast'

/** Spec section 9: one toast visible at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000
export const TOAST_MAX_VISIBLE = 1

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
})

export type ToastKind = 'success' | 'error' | 'info'

/** Spec section 8 calls failures "destructive" toasts: they map to Ark's error type. */
export function showToast(kind: ToastKind, title: string, description?: string) {
  return toaster.create({ type: kind, title, description })
}
