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
}

// A host that adds or drops a trailing slash still lands on the same page.
const pathOf = (url: string) => new URL(url, window.location.href).pathname.replace(/(.)\/$/, '$1')

export function carryToast(url: string, toast: ToastRequest): void {
  const carried: Carried = { path: pathOf(url), toast }
  storage.setItem(KEY, JSON.stringify(carried))
}

/** Shows the toast carried to this page, once; a toast meant for another page is dropped. */
export function showCarriedToast(): void {
  const raw = storage.getItem(KEY)
  if (raw === null) return
  storage.removeItem(KEY)
  const carried = parseCarried(raw)
  if (carried && carried.path === pathOf(window.location.href)) {
    showToast(carried.toast.type, carried.toast.title, carried.toast.description)
  }
}

function parseCarried(raw: string): Carried | null {
  try {
    const value = JSON.parse(raw) as Partial<Carried> | null
    const toast = value?.toast
    if (typeof value?.path !== 'string' || !toast || typeof toast.title !== 'string') return null
    if (toast.type !== 'success' && toast.type !== 'error' && toast.type !== 'info') return null
    return { path: value.path, toast: { type: toast.type, title: toast.title, description: typeof toast.description === 'string' ? toast.description : undefined } }
  } catch {
    return null
  }
}
