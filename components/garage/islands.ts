// The garage domain's islands (My Garage), declared once (lib/islands/declare.ts): pages render them
// with <Island of={garageIslands[…]}>, and components/islands/registry.ts hands the same declarations to
// the browser's runtime. Each loader names the island's own module, so it is a chunk of its own.
import { declareIslands } from '../../lib/islands/declare'

export const garageIslands = declareIslands({
  garage: () => import('./GarageIsland').then((module) => module.GarageIsland),
  'plan-join': () => import('./PlanJoin').then((module) => module.PlanJoinIsland),
})
