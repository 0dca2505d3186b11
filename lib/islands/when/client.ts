// `client`: rendered in the browser only (account pages: lib/islands/mount.tsx creates the root
// instead of hydrating), at the start, like a load island. The server wrote a fallback, not the
// island, so there is no markup to tap or to hold a tap for.
import type { Strategy } from '../runtime-island'

export const onClient: Strategy = (island, page) => page.onStart(() => page.hydrate(island))
