// What Book Now shows, as a pure reducer: the component only dispatches what happened.
// Kept apart from the view so the retry rules are unit-tested without a browser.

export type BookNowStatus = 'idle' | 'loading' | 'failed' | 'scheduled'

export interface BookNowState {
  status: BookNowStatus
  /** How many times the visitor has tried to open the scheduler (clicks that started a load). */
  attempts: number
  /** The scheduler failed at least once: the call / text / e-mail links stay on offer. */
  everFailed: boolean
  /** The booking intent sent with the last popup (signed in, recorded); null otherwise. */
  intentId: string | null
}

export type BookNowEvent =
  /** Book Now clicked. */
  | { type: 'book' }
  /** The scheduler's popup opened, carrying this intent (null: a guest, or not recorded). */
  | { type: 'opened'; intentId: string | null }
  /** The scheduler could not load (blocked, error status, timeout). */
  | { type: 'failed' }
  /** The scheduler's own frame reported a booking. */
  | { type: 'scheduled' }

export const initialBookNowState: BookNowState = { status: 'idle', attempts: 0, everFailed: false, intentId: null }

export function bookNowReducer(state: BookNowState, event: BookNowEvent): BookNowState {
  switch (event.type) {
    case 'book':
      // A second click while loading would add nothing; after a booking, the confirmation stays.
      if (state.status === 'loading' || state.status === 'scheduled') return state
      return { ...state, status: 'loading', attempts: state.attempts + 1 }
    case 'opened':
      return state.status === 'loading' ? { ...state, status: 'idle', intentId: event.intentId } : state
    case 'failed':
      return state.status === 'loading' ? { ...state, status: 'failed', everFailed: true } : state
    case 'scheduled':
      return { ...state, status: 'scheduled' }
  }
}

/** The fallback message is shown after a failure, and stays while a retry is loading. */
export function showsFallback(state: BookNowState): boolean {
  return state.status === 'failed' || (state.status === 'loading' && state.everFailed)
}
