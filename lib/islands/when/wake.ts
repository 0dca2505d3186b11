// Two reasons for an island to hydrate before its strategy says, written by the server beside it
// (lib/islands/Island.tsx): a time after the start by which it hydrates anyway (the engagement
// region, whose discount card opens on its own), and a sessionStorage key whose presence hydrates it
// at the start (state an earlier page of the tab left that must show at once: an open chat).
import type { Island, IslandPage } from '../runtime-island'

/** Does this tab's sessionStorage hold `key`? Denied or missing storage holds nothing. */
function isStored(win: Window & typeof globalThis, key: string): boolean {
  try {
    // Reading the property throws where storage is denied (lib/storage/safe-storage.ts).
    return win.sessionStorage?.getItem(key) != null
  } catch {
    return false
  }
}

export function wakeEarly(island: Island, page: IslandPage): void {
  const { wakeIfStored, wakeAfter } = island
  if (wakeIfStored !== null) page.onStart(() => isStored(page.win, wakeIfStored) && page.hydrate(island))
  if (wakeAfter !== null) page.onStart(() => page.later(() => page.hydrate(island), wakeAfter))
}
