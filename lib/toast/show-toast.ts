// The toast API every feature calls. Deliberately tiny: Ark's toast store and the Toaster
// component are a separate chunk (ToastHost mounts it on idle or on the first toast), and a
// toast asked for before it is there waits here, then shows.

/** One toast visible at a time, 5000 ms by default (the product's timing). */
export const TOAST_DURATION_MS = 5000
export const TOAST_MAX_VISIBLE = 1

export type ToastKind = 'success' | 'error' | 'info'

export interface ToastRequest {
  type: ToastKind
  title: string
  description?: string
}

/** What Toaster.tsx connects: Ark's store (createToaster). */
export interface ToastSink {
  create(request: ToastRequest): unknown
  remove(id?: string): unknown
  pause(id?: string): unknown
}

let sink: ToastSink | null = null
let waiting: ToastRequest | null = null
const listeners = new Set<() => void>()

/**
 * Failures are "destructive" toasts in the product's wording: they map to Ark's error type.
 * One toast at a time means the newest replaces the one on screen: Ark's `max` alone would
 * queue it behind the current toast for up to 5 s, so a visitor who adds two services quickly
 * would read about the first one while the second waits.
 */
export function showToast(kind: ToastKind, title: string, description?: string): void {
  const request: ToastRequest = { type: kind, title, description }
  if (sink) {
    sink.remove()
    sink.create(request)
    return
  }
  waiting = request // the newest replaces an older one that never showed, as on screen
  for (const listener of listeners) listener()
}

/** Toaster.tsx, once mounted: later toasts go straight to the store; a waiting one shows now. */
export function connectToaster(store: ToastSink): () => void {
  sink = store
  const queued = waiting
  waiting = null
  if (queued) showToast(queued.type, queued.title, queued.description)
  for (const listener of listeners) listener()
  return () => {
    if (sink === store) sink = null
  }
}

/** Is a toast waiting for the Toaster to mount? (ToastHost subscribes.) */
export function toastWaiting(): boolean {
  return waiting !== null
}

export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Stories and tests: clear or hold the toasts on screen (no-ops before the Toaster mounts). */
export const toaster = {
  remove: (id?: string) => {
    if (!id) waiting = null
    sink?.remove(id)
  },
  pause: (id?: string) => void sink?.pause(id),
}
