// The gallery's one island, the before/after slider, declared once (lib/islands/declare.ts): pages
// render it with <Island of={galleryIslands['before-after']}>, and components/islands/registry.ts
// hands the same declaration to the browser's runtime. Its code (Ark's Slider) is its own chunk,
// requested when a pair comes near the viewport (lib/islands/when/visible.ts).
import { declareIslands } from '../../lib/islands/declare'

export const galleryIslands = declareIslands({
  'before-after': () => import('./BeforeAfterCompare').then((module) => module.BeforeAfterCompare),
})
