/**
 * Set on <html> while a modal dialog is open: the theme hides the page's scrollbar on it
 * (components/ui/theme/global-css.ts), and the toaster moves its toasts clear of the dialog.
 */
export const PAGE_SCROLL_LOCKED = 'data-scroll-locked'

interface Lock {
  holders: number
  release: () => void
}

const locks = new WeakMap<Document, Lock>()

/**
 * Stops the page behind a modal dialog from scrolling, until every holder has released it (the bag
 * drawer and the upsell dialog are open together). One attribute on <html>, which the theme's rule
 * for that element alone reads, so <html> is restyled and nothing below it: Ark's own lock also
 * writes a custom property on <html>, which restyles every element of the page in the frame the
 * dialog opens (docs/decisions/152-page-scroll-lock-on-the-root.md). Where the page had a scrollbar taking room (a desktop's classic
 * scrollbar; phones have none), <body> is padded by its width, as Ark did, so nothing shifts
 * sideways and fixed overlays still reach the window's edge.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const lock = locks.get(doc) ?? { holders: 0, release: () => undefined }
  if (lock.holders === 0) lock.release = applyLock(doc)
  lock.holders += 1
  locks.set(doc, lock)
  let released = false
  return () => {
    if (released) return
    released = true
    lock.holders -= 1
    if (lock.holders === 0) lock.release()
  }
}

function applyLock(doc: Document): () => void {
  const { documentElement: root, body } = doc
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth
  const padding = body.style.paddingRight
  root.setAttribute(PAGE_SCROLL_LOCKED, '')
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  return () => {
    root.removeAttribute(PAGE_SCROLL_LOCKED)
    if (scrollbar > 0) body.style.paddingRight = padding
  }
}

/** Is the page locked behind a modal dialog? */
export function pageScrollLocked(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(PAGE_SCROLL_LOCKED)
}

/** Calls `listener` whenever the page is locked or unlocked; returns the unsubscribe function. */
export function onPageScrollLockChange(listener: () => void, doc: Document = document): () => void {
  const observer = new MutationObserver(listener)
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [PAGE_SCROLL_LOCKED] })
  return () => observer.disconnect()
}
