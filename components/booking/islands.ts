// The booking domain's islands (/book's flow), declared once (lib/islands/declare.ts): pages render them
// with <Island of={bookingIslands[…]}>, and components/islands/registry.ts hands the same declarations to
// the browser's runtime. Each loader names the island's own module, so it is a chunk of its own.
import { declareIslands } from '../../lib/islands/declare'

export const bookingIslands = declareIslands({
  'booking-flow': () => import('./BookingFlow').then((module) => module.BookingFlow),
  'zip-check': () => import('./visit/ZipCheck').then((module) => module.ZipCheck),
})
