// The watch behind `visible` (visible.ts): loaded at idle, so its code is not part of the page's
// first script either. Every browser that runs the site's ES2022 modules has IntersectionObserver.
import type { Island, IslandPage } from '../runtime-island'

/** How far outside the viewport an island counts as near (IntersectionObserver's rootMargin). */
export const NEAR_VIEWPORT_MARGIN = '100% 0px'

/** Hydrates `island` the first time it comes within a screen's height of the viewport. */
export function hydrateNearViewport(island: Island, page: IslandPage): void {
  if (page.signal.aborted) return
  const observer = new page.win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      page.hydrate(island)
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  )
  // The container is `display: contents` (lib/islands/Island.tsx): it has no box an observer could
  // see intersect, so what it holds is watched.
  const boxes = island.container.children.length > 0 ? [...island.container.children] : [island.container]
  for (const box of boxes) observer.observe(box)
  page.signal.addEventListener('abort', () => observer.disconnect())
}
