// @vitest-environment happy-dom
// LazyOverlay (lib/islands/lazy-overlay.tsx) keeps an overlay it has rendered while wanted.
// The toaster is the case that broke: a toast asked for before its island hydrated waits in
// lib/toast/show-toast.ts; the Toaster, once mounted, takes it (connectToaster), and with that
// nothing is waiting, so its host stops wanting it at once. If the host then unmounted the
// Toaster, the toast it had just taken was lost with it.
import { act, useEffect, useSyncExternalStore } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LazyOverlay } from '../../lib/islands/lazy-overlay'
import { overlayCode } from '../../lib/islands/overlay-code'

// React's act() environment flag: without it React warns that updates are not wrapped.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A one-flag store, as show-toast.ts keeps its waiting toast. */
function flag(initial: boolean) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next: boolean) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('LazyOverlay', () => {
  it('keeps the overlay mounted when it stops being wanted in its own first mount (the toaster taking the waiting toast)', async () => {
    const waiting = flag(true)
    let mounts = 0
    let unmounts = 0
    function Overlay() {
      useEffect(() => {
        mounts += 1
        waiting.set(false) // connectToaster: the waiting toast is now the overlay's
        return () => {
          unmounts += 1
        }
      }, [])
      return <div role="status">toast</div>
    }
    const code = overlayCode(() => Promise.resolve(Overlay))
    function Host() {
      const wanted = useSyncExternalStore(waiting.subscribe, waiting.get)
      return (
        <LazyOverlay code={code} wanted={wanted}>
          {(Loaded) => <Loaded />}
        </LazyOverlay>
      )
    }
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root!.render(<Host />))
    await act(() => code.preload())

    expect(mounts).toBe(1)
    expect(unmounts).toBe(0)
    expect(container.querySelector('[role="status"]')).not.toBeNull()
  })

  it('renders nothing, and loads nothing, while its code is neither warmed nor wanted', async () => {
    let loads = 0
    const code = overlayCode(() => {
      loads += 1
      return Promise.resolve(() => <div role="dialog" />)
    })
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () =>
      root!.render(
        <LazyOverlay code={code} wanted={false}>
          {(Loaded) => <Loaded />}
        </LazyOverlay>,
      ),
    )
    expect(loads).toBe(0)
    expect(container.innerHTML).toBe('')
  })
})
