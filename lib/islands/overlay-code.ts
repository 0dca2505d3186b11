// An overlay's code as a value the page can hold before anyone asks for it (decision 110).
//
// React.lazy under a Suspense boundary made every first open wait: the boundary is new, so even a
// transition shows its fallback (transitions only keep already revealed content,
// https://react.dev/reference/react/Suspense#preventing-already-revealed-content-from-hiding and
// https://github.com/facebook/react/issues/24759), and once a fallback has been committed React
// holds the resolved content back until 300 ms after it appeared (FALLBACK_THROTTLE_MS in
// https://github.com/facebook/react/blob/main/packages/react-reconciler/src/ReactFiberWorkLoop.js),
// however fast the chunk came. Here nothing suspends: the overlay renders once its code is in
// hand, which is at once after the trigger's pointer-over, focus or pointer-down, and until then
// the trigger that asked shows it is busy. Nothing is warmed on idle: a page fetches only the code
// of what its visitor reaches for.
import { useEffect, useSyncExternalStore } from 'react'
import { ISLAND_ATTRIBUTES } from './protocol'

export interface OverlayCode<T> {
  /** Starts loading the code (once; a failed load is tried again by the next call) and resolves with it. */
  preload(): Promise<T>
  /** The code once it has arrived, else undefined. */
  current(): T | undefined
  subscribe(listener: () => void): () => void
}

export function overlayCode<T>(load: () => Promise<T>): OverlayCode<T> {
  let value: T | undefined
  let loading: Promise<T> | null = null
  const listeners = new Set<() => void>()
  return {
    preload() {
      if (value !== undefined) return Promise.resolve(value)
      loading ??= load().then(
        (loaded) => {
          value = loaded
          for (const listener of [...listeners]) listener()
          return loaded
        },
        (error: unknown) => {
          // Offline, or a deploy replaced the chunk: the next intent tries again.
          loading = null
          throw error
        },
      )
      return loading
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const ignore = () => undefined

/** Loads the code without waiting for it; a failure only means the next intent tries again. */
export function warm(...codes: OverlayCode<unknown>[]): void {
  for (const code of codes) code.preload().catch(ignore)
}

/**
 * The code once it has arrived: undefined on the server and in the hydrating render (so the
 * prerendered HTML holds no overlay), and until it comes. While `wanted`, it is being loaded.
 */
export function useOverlayCode<T>(code: OverlayCode<T>, wanted = false): T | undefined {
  const value = useSyncExternalStore(code.subscribe, code.current, () => undefined)
  useEffect(() => {
    if (wanted) warm(code)
  }, [code, wanted])
  return value
}

/**
 * Handlers for an overlay's trigger: its code starts loading on pointer-over, focus and
 * pointer-down, the earliest signs that a visitor is about to open it (on a phone there is no
 * hover; pointer-down still comes before the click).
 */
export function warmOnIntent(...codes: OverlayCode<unknown>[]): { onPointerOver: () => void; onFocus: () => void; onPointerDown: () => void } {
  const onIntent = () => warm(...codes)
  return { onPointerOver: onIntent, onFocus: onIntent, onPointerDown: onIntent }
}

/**
 * A tap that came before its island had hydrated asks for the overlay at once. The island runtime
 * holds such a click and marks the control `data-loading` (lib/islands/start.ts), then replays it
 * once the island has hydrated, and only then would the trigger's handler ask for the overlay's
 * code: its request waited for the island's code, its hydration and the replay (decision 110).
 * Called when the island's own module is evaluated, before it hydrates: a click already held on a
 * control for which `codeFor` names a code, or one that comes before hydration, starts that code
 * loading now, beside the hydration. A tap is the visitor asking, so this is not "before idle"
 * code of the page's own (decision 110). Nothing happens on the server or outside an island.
 */
export function warmOnEarlyTap(island: string, codeFor: (control: Element) => OverlayCode<unknown> | null): void {
  if (typeof document === 'undefined') return
  const onTap = (target: EventTarget | null) => {
    const code = target instanceof Element ? codeFor(target) : null
    if (code) warm(code)
  }
  for (const container of document.querySelectorAll(`[${ISLAND_ATTRIBUTES.name}="${island}"]`)) {
    onTap(container.querySelector('[data-loading]'))
    // After the runtime's own capture listener on this element (registered earlier), which marks the control.
    container.addEventListener('click', (event) => onTap(event.target), { capture: true })
  }
}
