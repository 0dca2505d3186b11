// @vitest-environment happy-dom
// whenVisitorIsFree (components/engagement/interruption-guard.ts) in a real DOM: the discount
// card waits for typing to end, for a tapped dialog to arrive and for the last modal dialog to
// leave the page.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenVisitorIsFree } from '../../components/engagement/interruption-guard'

const cancels: (() => void)[] = []
afterEach(() => {
  for (const cancel of cancels.splice(0)) cancel()
  document.body.replaceChildren()
})

function watch() {
  const run = vi.fn()
  cancels.push(whenVisitorIsFree(document, run))
  return run
}

function modal() {
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  const close = document.createElement('button')
  dialog.append(close)
  document.body.append(dialog)
  return dialog
}

function textbox() {
  const input = document.createElement('input')
  input.type = 'email'
  document.body.append(input)
  input.focus()
  return input
}

describe('whenVisitorIsFree', () => {
  it('runs at once on a quiet page', () => {
    expect(watch()).toHaveBeenCalledTimes(1)
  })

  it('waits while focus is in a text field, and runs once it leaves', async () => {
    const input = textbox()
    const run = watch()
    expect(run).not.toHaveBeenCalled()
    input.blur()
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('waits while a modal dialog is open, and runs once it has left the page', async () => {
    const dialog = modal()
    const run = watch()
    // Focus moving about inside the dialog changes nothing.
    dialog.querySelector('button')?.focus()
    dialog.querySelector('button')?.blur()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(run).not.toHaveBeenCalled()
    dialog.remove()
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('waits for the last of two modals, and for typing inside one of them', async () => {
    const first = modal()
    const second = modal()
    const input = textbox()
    second.append(input)
    input.focus()
    const run = watch()
    second.remove()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(run).not.toHaveBeenCalled()
    first.remove()
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('runs when a dialog stops being modal without leaving the page', async () => {
    const dialog = modal()
    const run = watch()
    dialog.setAttribute('aria-modal', 'false')
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('waits while a tapped trigger waits for its dialog, and for the dialog it then opens', async () => {
    // View Bag in its island, busy while the drawer's code loads (lib/islands/protocol.ts).
    const island = document.createElement('div')
    island.setAttribute('data-island', 'bag-button')
    const trigger = document.createElement('button')
    trigger.setAttribute('aria-busy', 'true')
    island.append(trigger)
    document.body.append(island)
    const run = watch()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(run).not.toHaveBeenCalled()
    // The code has come: the drawer opens as the trigger stops being busy.
    const dialog = modal()
    trigger.removeAttribute('aria-busy')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(run).not.toHaveBeenCalled()
    dialog.remove()
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('waits while a tap is held for an island still hydrating, and runs once it is answered', async () => {
    const island = document.createElement('div')
    island.setAttribute('data-island', 'header')
    const link = document.createElement('a')
    link.setAttribute('data-loading', '')
    island.append(link)
    document.body.append(island)
    const run = watch()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(run).not.toHaveBeenCalled()
    link.removeAttribute('data-loading')
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  })

  it('never runs once cancelled', async () => {
    const dialog = modal()
    const run = vi.fn()
    const cancel = whenVisitorIsFree(document, run)
    cancel()
    dialog.remove()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(run).not.toHaveBeenCalled()
  })
})
