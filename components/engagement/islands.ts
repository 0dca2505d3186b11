// The engagement domain's islands (the chat, discount and contact region), declared once (lib/islands/declare.ts): pages render them
// with <Island of={engagementIslands[…]}>, and components/islands/registry.ts hands the same declarations to
// the browser's runtime. Each loader names the island's own module, so it is a chunk of its own.
import { declareIslands } from '../../lib/islands/declare'

export const engagementIslands = declareIslands({
  engagement: () => import('./EngagementRegion').then((module) => module.EngagementRegion),
})
