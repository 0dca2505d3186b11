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
 * Calls `run` now if the visitor is not typing, otherwise once focus has left every typing
 * target. Returns a cancel function.
 */
export function whenNotTyping(doc: Document, run: () => void): () => void {
  if (!isTypingTarget(doc.activeElement)) {
    run()
    return () => {}
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const onFocusOut = () => {
    // focusout fires before the next element takes focus: look once focus has settled.
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (isTypingTarget(doc.activeElement)) return
      cancel()
      run()
    }, 0)
  }
  const cancel = () => {
    clearTimeout(timer)
    doc.removeEventListener('focusout', onFocusOut, true)
  }
  doc.addEventListener('focusout', onFocusOut, true)
  return cancel
}
