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

/**
 * Spec section 8 calls failures "destructive" toasts: they map to Ark's error type.
 * One toast at a time means the newest replaces the one on screen: Ark's `max` alone would
 * queue it behind the current toast for up to 5 s, so a visitor who adds two services quickly
 * would read about the first one while the second waits.
 */
export function showToast(kind: ToastKind, title: string, description?: string) {
  toaster.remove()
  return toaster.create({ type: kind, title, description })
}
