// What the server writes (lib/islands/Island.tsx) and the browser reads (lib/islands/start.ts).

/**
 * - load: as soon as the page's largest paint is on screen;
 * - idle: after that, when the main thread is idle and no island control is answering a tap
 *   (ANSWERING_SELECTOR); one a tapped control names in `data-opens` hydrates at the tap (decision 110);
 * - intent: on the first pointer, focus or touch inside it (or idle never comes: nothing is lost,
 *   a click that comes first is kept and replayed once it has hydrated);
 * - client: rendered in the browser only (account pages): the server writes a fallback;
 * - visible: once the page is idle, when it comes near the viewport (or on an intent inside it):
 *   code for what lies below the fold (a before/after slider).
 * An `intent` island may also name a time (ms after the runtime starts) by which it hydrates
 * anyway: the engagement region, whose discount card opens on its own after 3 s; and a
 * sessionStorage key whose presence makes it hydrate as soon as the runtime starts: state an
 * earlier page of the tab left that must show at once (an open chat, decision 130).
 */
export type IslandWhen = 'load' | 'idle' | 'intent' | 'client' | 'visible'

export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  id: 'data-island-id',
  when: 'data-when',
  props: 'data-props',
  wakeAfter: 'data-wake-after',
  wakeIfStored: 'data-wake-if-stored',
  /**
   * On a control inside an island: the other islands a tap on it needs, by name, space-separated
   * (View Bag's `data-opens="bag-drawer"`). A tap before idle hydrates those beside the tapped
   * island; the page's other idle islands wait for idle, which waits for the answer (decision 110).
   */
  opens: 'data-opens',
} as const

/**
 * A control that is answering a tap: the runtime's held click (`data-loading`) or an island's
 * trigger waiting for its overlay's code (`aria-busy="true"`, decision 110). While one is in an
 * island, the page is not idle: the idle islands wait, so their code does not compete with the answer.
 */
export const ANSWERING_SELECTOR = '[data-island] :is([data-loading],[aria-busy=true])'

/**
 * `<html data-islands="idle">`: the page's load islands have hydrated and the browser has been
 * idle since: the end of "JS requested before idle" (decision 110); idle islands start then.
 * `<html data-islands-hydrated="">`: every load, idle and client island has hydrated (tests wait for it).
 */
export const ISLANDS_IDLE_MARKER = 'islands'
export const ISLANDS_HYDRATED_MARKER = 'islandsHydrated'
/**
 * The performance mark set when the runtime starts, right after the page's largest paint
 * (lib/islands/after-lcp-paint.ts): no island code may be requested before it.
 */
export const ISLANDS_START_MARK = 'islands-start'
/** The performance mark set with data-islands="idle". */
export const ISLANDS_IDLE_MARK = 'islands-idle'

/**
 * The `elementtiming` name of the page's LCP candidate (components/ui/responsive-image.tsx): the
 * runtime starts once that image has painted (lib/islands/after-lcp-paint.ts).
 */
export const LCP_CANDIDATE_TIMING = 'lcp-candidate'
