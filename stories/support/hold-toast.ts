import { expect, waitFor, within } from 'storybook/test'
import './wait' // waits long enough for a busy machine
import { toaster } from '../../lib/toast/show-toast'

/**
 * Waits for a toast and holds it on screen: its 5 s timer is the spec's, and on a busy machine
 * it can run out between the play function and the snapshot.
 */
export async function holdToast(description: string) {
  await waitFor(() => expect(within(document.body).getByText(description, { selector: '[data-part="description"]' })).toBeVisible())
  toaster.pause()
}
