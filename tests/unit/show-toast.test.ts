import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectToaster, onToastWaiting, showToast, toaster, toastWaiting, type ToastRequest } from '../../lib/toast/show-toast'

function fakeStore() {
  const shown: ToastRequest[] = []
  return {
    shown,
    create: vi.fn((r: ToastRequest) => shown.push(r)),
    remove: vi.fn(() => shown.splice(0)),
    pause: vi.fn(),
  }
}

let disconnect: (() => void) | null = null
afterEach(() => {
  disconnect?.()
  disconnect = null
  toaster.remove()
})

describe('showToast before the Toaster has mounted', () => {
  it('keeps the newest toast waiting, tells the host, and shows it once the Toaster connects', () => {
    const heard = vi.fn()
    const off = onToastWaiting(heard)
    showToast('success', 'First')
    showToast('error', 'Second', 'why')
    expect(toastWaiting()).toBe(true)
    expect(heard).toHaveBeenCalledTimes(2)
    off()

    const store = fakeStore()
    disconnect = connectToaster(store)
    expect(store.shown).toEqual([{ type: 'error', title: 'Second', description: 'why' }])
    expect(toastWaiting()).toBe(false)
  })

  it('drops a waiting toast when cleared', () => {
    showToast('info', 'Never shown')
    toaster.remove()
    const store = fakeStore()
    disconnect = connectToaster(store)
    expect(store.shown).toEqual([])
  })
})

describe('showToast once connected', () => {
  it('replaces the toast on screen with the newest one', () => {
    const store = fakeStore()
    disconnect = connectToaster(store)
    showToast('success', 'Added')
    showToast('success', 'Removed')
    expect(store.shown).toEqual([{ type: 'success', title: 'Removed', description: undefined }])
    expect(toastWaiting()).toBe(false)
  })

  it('waits again after the Toaster unmounts', () => {
    const store = fakeStore()
    connectToaster(store)()
    showToast('info', 'Later')
    expect(store.create).not.toHaveBeenCalled()
    expect(toastWaiting()).toBe(true)
  })
})
