// The layout domain's islands (the header's menus, the footer's year and the toasts), declared once (lib/islands/declare.ts): pages render them
// with <Island of={layoutIslands[…]}>, and components/islands/registry.ts hands the same declarations to
// the browser's runtime. Each loader names the island's own module, so it is a chunk of its own.
import { declareIslands } from '../../lib/islands/declare'

export const layoutIslands = declareIslands({
  'services-menu': () => import('./header/ServicesMenu').then((module) => module.ServicesMenu),
  'mobile-menu': () => import('./header/MobileMenu').then((module) => module.MobileMenu),
  'current-year': () => import('./footer/CurrentYear').then((module) => module.CurrentYear),
  toasts: () => import('../ui/toast-host').then((module) => module.ToastHost),
})
