import type { ToastRequest } from '../../../lib/toast/show-toast'
import { carryToast } from './carried-toast'

export interface NavigateOptions {
  /** A toast for the page navigated to (a document navigation unloads this page's toaster). */
  toast?: ToastRequest
}

/** Goes to another page. Injectable: stories and tests record the call instead. */
export type Navigate = (url: string, options?: NavigateOptions) => void | Promise<void>

/**
 * A plain document navigation: pages are HTML plus islands with no client router (docs/decisions/110-islands-html-only-pages.md).
 * It returns at once; the page unloads when the browser has the next one.
 */
export const documentNavigate: Navigate = (url, options) => {
  if (options?.toast) carryToast(url, options.toast)
  window.location.assign(url)
}
