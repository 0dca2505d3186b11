// Progressive enhancement for the header's menus (decision 080): the prerendered HTML and the
// first render carry plain, working markup; Ark's machinery is a separate chunk that loads on
// idle or on the first sign of intent (pointer over, focus, click), and an intent that comes
// before the chunk is replayed on the real trigger once it is there: no click is lost.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { whenIdle } from './when-idle'

/**
 * Loads a module on idle (unless `idle` is false) or when `request()` is called (on intent).
 * A failed load (offline) is retried on the next request.
 */
export function useDeferredModule<T>(load: () => Promise<T>, { idle = true }: { idle?: boolean } = {}) {
  const [loaded, setLoaded] = useState<T | null>(null)
  const started = useRef(false)
  const onLoaded = useRef<(() => void) | null>(null)
  const request = useCallback(() => {
    if (started.current) return
    started.current = true
    load().then(
      (module) => {
        onLoaded.current?.()
        setLoaded(() => module)
      },
      () => {
        started.current = false
      },
    )
  }, [load])
  useEffect(() => (idle ? whenIdle(request) : undefined), [idle, request])
  return { loaded, request, onLoaded }
}

type Intent = 'click' | 'Enter' | 'ArrowDown' | 'ArrowUp' | 'focus'

/**
 * For a plain trigger (`shell`) that an Ark trigger replaces once its chunk has loaded, inside
 * the element `box`. Returns the shell's handlers; when the swap happens, focus moves to the new
 * trigger if the shell had it, and a click or key pressed while loading is replayed on it.
 */
export function useIntentReplay(box: RefObject<HTMLElement | null>, swapped: boolean, request: () => void, onLoaded: RefObject<(() => void) | null>) {
  const pending = useRef<Intent | null>(null)
  // Read just before the swap: once the shell is gone, document.activeElement is <body>.
  onLoaded.current = () => {
    if (!pending.current && box.current?.contains(document.activeElement)) pending.current = 'focus'
  }
  useEffect(() => {
    const intent = pending.current
    pending.current = null
    if (!swapped || !intent) return
    const trigger = box.current?.querySelector<HTMLElement>('button, [role="button"]')
    if (!trigger) return
    trigger.focus()
    if (intent === 'click') trigger.click()
    else if (intent !== 'focus') trigger.dispatchEvent(new window.KeyboardEvent('keydown', { key: intent, bubbles: true, cancelable: true }))
  }, [swapped, box])
  return {
    onPointerEnter: request,
    onFocus: request,
    onClick: (event: { detail: number }) => {
      // detail 0: Enter or Space on the button, replayed as Enter so the first item is highlighted.
      pending.current = event.detail === 0 ? 'Enter' : 'click'
      request()
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      pending.current = event.key
      request()
    },
  }
}
