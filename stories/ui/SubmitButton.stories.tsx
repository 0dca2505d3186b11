import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { SubmitButton } from '../../components/ui/submit-button'
import { useSingleFlight } from '../../components/ui/use-single-flight'

interface DemoProps {
  /** Passed to SubmitButton. */
  focusableWhilePending?: boolean
  spinner?: boolean
}

/**
 * A form wired like the site's: useSingleFlight guards the request, SubmitButton shows it.
 * The request waits for "Finish request", so a play function can act while it runs.
 */
function SendForm({ focusableWhilePending = false, spinner = false }: DemoProps) {
  const { pending, run } = useSingleFlight()
  const [started, setStarted] = useState(0)
  const finish = useRef<() => void>(() => undefined)
  return (
    <form
      aria-label="Send a message"
      className={css({ display: 'grid', gap: '3', maxW: 'xs', p: '4' })}
      onSubmit={(e) => {
        e.preventDefault()
        void run(
          () =>
            new Promise<void>((resolve) => {
              setStarted((n) => n + 1)
              finish.current = resolve
            }),
        )
      }}
    >
      <SubmitButton pending={pending} pendingLabel="Sending…" spinner={spinner} focusableWhilePending={focusableWhilePending}>
        Send request
      </SubmitButton>
      <p role="status">Requests started: {started}</p>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => finish.current()}>
        Finish request
      </button>
    </form>
  )
}

/** Use as the primary button of every form that sends something: it shows progress and cannot be pressed twice while the request runs. */
const meta = {
  title: 'UI/SubmitButton',
  component: SendForm,
} satisfies Meta<typeof SendForm>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Two submits in the same task (a double click before React re-renders) start one request;
 * the disabled button refuses clicks until the request ends.
 */
export const SingleFlight: Story = {
  args: { spinner: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = canvas.getByRole('form', { name: 'Send a message' }) as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()
    const busy = await canvas.findByRole('button', { name: 'Sending…' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Requests started: 1')

    await userEvent.click(canvas.getByRole('button', { name: 'Finish request' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send request' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Requests started: 2'))
    await userEvent.click(canvas.getByRole('button', { name: 'Finish request' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send request' })).not.toHaveAttribute('aria-busy'))
  },
}

/**
 * In a popup the busy button keeps focus (aria-disabled, not disabled): clicks still arrive
 * and the guard ignores them.
 */
export const FocusableWhilePending: Story = {
  args: { focusableWhilePending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    const busy = await canvas.findByRole('button', { name: 'Sending…' })
    await expect(busy).toBeEnabled()
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
    await expect(busy).toHaveFocus()
    await userEvent.click(busy)
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('status')).toHaveTextContent('Requests started: 1')
  },
}
