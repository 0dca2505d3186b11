// The bag as app state (zustand), persisted through storage.ts. createBagStore() takes
// its collaborators (catalogue look-ups, storage, toasts) as arguments so tests run it
// with a fake Storage; bag-store.ts builds the one instance the site uses and its hooks.
//
// Hydration: the store starts empty on the server and on the first client render
// (skipHydration), so prerendered HTML and hydrated markup agree; BagButton calls
// restore() in an effect after hydration. Any action first restores if that has not
// happened yet, so an early click can never overwrite the stored bag with an empty one.
import { createStore, type StoreApi } from 'zustand/vanilla'
import { addLine, pickSuggestions, removeLine, setLineQuantity, withdrawnMessage, type BagLine, type FindProduct } from './rules'
import { BAG_STORAGE_KEY, BAG_STORAGE_VERSION, createBagStorage, type BagStorageArea, type PersistedBag } from './storage'

/** Options of an add: where it comes from decides what opens. */
export interface AddOptions {
  /** An add from the upsell dialog: the bag does not open, the dialog stays. @default false */
  upsell?: boolean
  /** A normal add that must not open the upsell dialog. @default false */
  skipOpen?: boolean
}

export type Notify = (kind: 'success' | 'error' | 'info', title: string, description?: string) => void

/** The upsell dialog's subject: the last-added item and the suggestions picked when it opened. */
export interface UpsellState {
  /** Id of the last-added item. */
  itemId: string
  /** Add-on ids, at most 2, fixed when the dialog opened; added ones drop out. */
  suggestionIds: string[]
}

export interface BagState {
  lines: BagLine[]
  /** The drawer. */
  isOpen: boolean
  /** The upsell dialog; null when closed (the last-added item is cleared). */
  upsell: UpsellState | null
  /**
   * The drawer's code is in the page (set by BagDrawerIsland): an open bag shows at once. Until
   * then View Bag shows an open bag as busy. Never stored.
   */
  drawerReady: boolean
  /** True once the stored bag has been read (or found unusable). */
  restored: boolean
  /** Latest change, for the polite live region; `seq` makes a repeated text announce again. */
  announcement: { text: string; seq: number }

  add: (id: string, options?: AddOptions) => boolean
  updateQuantity: (id: string, quantity: number) => void
  remove: (id: string) => void
  clear: () => void
  open: () => void
  close: () => void
  /** Closing the dialog clears the last-added item. */
  closeUpsell: () => void
  /** "View My Bag": closes the dialog and opens the bag. */
  viewBagFromUpsell: () => void
  /** Reads the stored bag (again): after hydration and on another tab's change. */
  restore: () => void
}

export interface BagStoreDeps {
  find: FindProduct
  /** Add-on ids a base service suggests, best first. */
  addOnsFor: (baseId: string) => readonly string[]
  storage: () => BagStorageArea | undefined
  notify: Notify
  /** @default BAG_STORAGE_KEY */
  key?: string
}

export type BagStore = StoreApi<BagState> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean }
}

export function createBagStore(deps: BagStoreDeps): BagStore {
  const { find, addOnsFor, notify } = deps
  const area = createBagStorage(deps.storage, find)
  let store: BagStore | undefined
  // Never write before the stored bag was read: an empty in-memory bag would overwrite it.
  const storage: typeof area = {
    ...area,
    setItem: (name, value) => (store?.persist.hasHydrated() ? area.setItem(name, value) : undefined),
  }

  const ensureRestored = () => {
    if (store && !store.persist.hasHydrated()) void store.persist.rehydrate()
  }

  store = withStoredLines(
    createStore<BagState>()((set, get) => {
      const announce = (text: string) => set((s) => ({ announcement: { text, seq: s.announcement.seq + 1 } }))
      return {
        lines: [],
        isOpen: false,
        upsell: null,
        drawerReady: false,
        restored: false,
        announcement: { text: '', seq: 0 },

        add(id, options = {}) {
          ensureRestored()
          const outcome = addLine(get().lines, id, find)
          if (outcome.kind === 'not-found') {
            notify('error', 'Error', 'Service not found.')
            return false
          }
          const { product } = outcome
          const patch: Partial<BagState> = { lines: outcome.lines }
          if (!options.upsell) {
            patch.isOpen = true
            if (!options.skipOpen && outcome.kind === 'appended') {
              const suggestionIds = pickSuggestions(
                addOnsFor(product.baseId),
                outcome.lines.map((l) => l.id),
              )
              patch.upsell = { itemId: product.id, suggestionIds }
            }
          }
          set(patch)
          if (outcome.kind === 'appended') {
            notify('success', 'Added to Bag!', `Successfully added ${product.name} to your bag.`)
            announce(`${product.name} added to your bag.`)
          } else {
            notify('success', 'Added to Bag!', `Added another ${product.name} to your bag.`)
            announce(`${product.name} quantity ${outcome.quantity}.`)
          }
          return true
        },

        updateQuantity(id, quantity) {
          ensureRestored()
          const before = get().lines
          if (!before.some((l) => l.id === id)) return
          const lines = setLineQuantity(before, id, quantity)
          set({ lines })
          const name = find(id)?.name ?? 'Service'
          const line = lines.find((l) => l.id === id)
          if (line) announce(`${name} quantity ${line.quantity}.`)
          else {
            notify('success', 'Item Removed', 'The service has been removed from your bag.')
            announce(`${name} removed from your bag.`)
          }
        },

        remove(id) {
          ensureRestored()
          if (!get().lines.some((l) => l.id === id)) return
          set({ lines: removeLine(get().lines, id) })
          notify('success', 'Item Removed', 'The service has been removed from your bag.')
          announce(`${find(id)?.name ?? 'Service'} removed from your bag.`)
        },

        clear() {
          ensureRestored()
          set({ lines: [] })
          notify('success', 'Bag Cleared', 'All services have been removed from your bag.')
          announce('All services have been removed from your bag.')
        },

        open: () => {
          ensureRestored()
          set({ isOpen: true })
        },
        close: () => set({ isOpen: false }),
        closeUpsell: () => set({ upsell: null }),
        viewBagFromUpsell: () => set({ upsell: null, isOpen: true }),
        restore: () => {
          void store?.persist.rehydrate()
        },
      }
    }),
    deps.key ?? BAG_STORAGE_KEY,
    storage,
    (withdrawn) => {
      // A service the owner stopped offering (data/): said once, then the cleaned bag is stored.
      const text = withdrawnMessage(withdrawn)
      notify('info', 'Removed from your bag', text)
      const { announcement } = store!.getState()
      store!.setState({ announcement: { text, seq: announcement.seq + 1 } })
    },
  )
  return store
}

/**
 * The bag's persistence, as zustand's `persist` middleware did it for this store (skipHydration,
 * one version, lines only), in the few lines this store needs: it is on every page's first load
 * (View Bag), where the middleware's generality is bytes every page pays for
 * (scripts/check-first-load-js.ts holds that budget).
 * `rehydrate()` reads the stored lines into the store; after that, every change writes them.
 */
function withStoredLines(api: StoreApi<BagState>, name: string, storage: ReturnType<typeof createBagStorage>, onWithdrawn: (withdrawn: NonNullable<PersistedBag['withdrawn']>) => void): BagStore {
  let hydrated = false
  // Only a change of lines is written: other state (the drawer open, its code ready) is the page's.
  api.subscribe((state, previous) => {
    if (hydrated && state.lines !== previous.lines) void storage.setItem(name, { state: { lines: state.lines } satisfies PersistedBag, version: BAG_STORAGE_VERSION })
  })
  const rehydrate = () => {
    // Reading is not a change to write back (a bag another tab emptied or spoiled stays as read).
    hydrated = false
    const stored = storage.getItem(name) as { state: PersistedBag; version?: number } | null
    const persisted = stored && stored.version === BAG_STORAGE_VERSION ? stored.state : undefined
    // Storage unavailable (nothing read): keep what is in memory.
    api.setState({ ...api.getState(), lines: persisted?.lines ?? api.getState().lines, restored: true }, true)
    hydrated = true
    if (persisted?.withdrawn?.length) {
      // Written back without them, so the message is not repeated on the next page.
      void storage.setItem(name, { state: { lines: persisted.lines }, version: BAG_STORAGE_VERSION })
      onWithdrawn(persisted.withdrawn)
    }
  }
  return Object.assign(api, { persist: { rehydrate, hasHydrated: () => hydrated } })
}
