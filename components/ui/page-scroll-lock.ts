/**
 * Set on <html> while a modal dialog is open: the theme hides the page's scrollbar on it
 * (components/ui/theme/global-css.ts), and the toaster moves its toasts clear of the dialog.
 */
export const PAGE_SCROLL_LOCKED = 'data-scroll-locked'

const holders = new WeakMap<Document, number>()

/**
 * Stops the page behind a modal dialog from scrolling, until every holder has released it (the bag
 * drawer and the upsell dialog are open together). One attribute on <html>, which the theme's rule
 * for that element alone reads, so the lock restyles <html> and nothing below it. Ark's own lock
 * also writes a custom property on <html>, which restyles every element of the page in the frame
 * the dialog opens (decision 152).
 */
export function lockPageScroll(doc: Document = document): () => void {
  const count = holders.get(doc) ?? 0
  holders.set(doc, count + 1)
  if (count === 0) doc.documentElement.setAttribute(PAGE_SCROLL_LOCKED, '')
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (holders.get(doc) ?? 1) - 1
    holders.set(doc, left)
    if (left === 0) doc.documentElement.removeAttribute(PAGE_SCROLL_LOCKED)
  }
}

/** Is the page locked behind a modal dialog? */
export function pageScrollLocked(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(PAGE_SCROLL_LOCKED)
}
