// A toast that belongs to the next page: RequireAuth's Access Denied shows on /login, the reset
// form's success on /login. A document navigation unloads the toaster, so the toast waits in
// sessionStorage (this tab only) and the next page's auth start shows it.
import { browserStorage, createSafeStorage } from '../../../lib/storage/safe-storage'
import { showToast, type ToastRequest } from '../../../lib/toast/show-toast'

const KEY = 'auth:carried-toast'
const storage = createSafeStorage(() => browserStorage('sessionStorage'))

interface Carried {
  /** The path it is for: shown there only, never on a page reached another way. */
  path: string
  toast: ToastRequest
  /** When it was carried (ms since the epoch): a page that wrote it leaves it for the next one. */
  at: number
}

// A host that adds or drops a trailing slash still lands on the same page.
const pathOf = (url: string) => new URL(url, window.location.href).pathname.replace(/(.)\/$/, '$1')

export function carryToast(url: string, toast: ToastRequest): void {
  const carried: Carried = { path: pathOf(url), toast, at: Date.now() }
  storage.setItem(KEY, JSON.stringify(carried))
}

/**
 * Shows the toast carried to this page, once. A toast meant for another page is dropped, unless
 * this very page carried it: its navigation is still under way (location.assign returns at once)
 * while another island of the page starts and reads storage, e.g. the header's account island
 * on /garage as RequireAuth sends a guest to /login.
 */
export function showCarriedToast(): void {
  const raw = storage.getItem(KEY)
  if (raw === null) return
  const carried = parseCarried(raw)
  const here = carried !== null && carried.path === pathOf(window.location.href)
  if (!here && carried !== null && carried.at >= pageStartedAt()) return
  storage.removeItem(KEY)
  if (here) showToast(carried.toast.type, carried.toast.title, carried.toast.description)
}

/** When this document's navigation started, in ms since the epoch (0 where unknown: all is older). */
function pageStartedAt(): number {
  return typeof performance === 'undefined' ? 0 : performance.timeOrigin
}

function parseCarried(raw: string): Carried | null {
  try {
    const value = JSON.parse(raw) as Partial<Carried> | null
    const toast = value?.toast
    if (typeof value?.path !== 'string' || !toast || typeof toast.title !== 'string') return null
    if (toast.type !== 'success' && toast.type !== 'error' && toast.type !== 'info') return null
    // A toast carried by an older version has no time: it counts as carried by an earlier page.
    const at = typeof value.at === 'number' ? value.at : 0
    return { path: value.path, toast: { type: toast.type, title: toast.title, description: typeof toast.description === 'string' ? toast.description : undefined }, at }
  } catch {
    return null
  }
}
