import { ANSWERING_SELECTOR } from '../../lib/islands/protocol'

/**
 * True when `el` is a place the visitor types into: an input that takes text, a textarea, a
 * select or a contenteditable element. The discount popup waits while focus is in one of these.
 */
export function isTypingTarget(el: Element | null | undefined): boolean {
  if (!el) return false
  const tag = el.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase()
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'range', 'color', 'hidden'].includes(type)
  }
  if (el instanceof Object && 'isContentEditable' in el && (el as HTMLElement).isContentEditable) return true
  const editable = el.getAttribute('contenteditable')
  return editable !== null && editable !== 'false'
}

/**
 * True while a modal dialog is on the page (the bag, the chat, a booking dialog). Ark makes
 * everything outside a modal inert to the pointer (`disablePointerEventsOutside` in
 * @zag-js/dismissable sets `pointer-events: none` on the body), so a card shown then could be
 * seen but not closed.
 */
export function modalIsOpen(doc: Document): boolean {
  return doc.querySelector('[aria-modal="true"]') !== null
}

/**
 * True while a tap is being answered: a click held until its island hydrates, or a trigger
 * waiting for its overlay's code (lib/islands/protocol.ts). The visitor has asked for a dialog
 * that is not on the page yet; a card shown now would land under it.
 */
export function tapIsBeingAnswered(doc: Document): boolean {
  return doc.querySelector(ANSWERING_SELECTOR) !== null
}

const visitorIsBusy = (doc: Document) => isTypingTarget(doc.activeElement) || modalIsOpen(doc) || tapIsBeingAnswered(doc)

/**
 * Calls `run` now if the visitor is neither typing, nor in a modal dialog, nor waiting for one to
 * open; otherwise once all have ended: focus has left every typing target, no tap is being
 * answered and the last modal has left the page.
 * Returns a cancel function.
 */
export function whenVisitorIsFree(doc: Document, run: () => void): () => void {
  if (!visitorIsBusy(doc)) {
    run()
    return () => {}
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  // focusout fires before the next element takes focus, and a dialog leaves the tree only after
  // its exit animation: look again once the change has settled.
  const recheck = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (visitorIsBusy(doc)) return
      cancel()
      run()
    }, 0)
  }
  const dialogs = new MutationObserver(recheck)
  dialogs.observe(doc.body, { childList: true, subtree: true, attributeFilter: ['aria-modal', 'aria-busy', 'data-loading'] })
  doc.addEventListener('focusout', recheck, true)
  const cancel = () => {
    clearTimeout(timer)
    dialogs.disconnect()
    doc.removeEventListener('focusout', recheck, true)
  }
  return cancel
}
