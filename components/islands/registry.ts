// Every island of the site, declared once (lib/islands/declare.ts): the name the server writes
// into the page and the component the browser loads for it, each in a chunk of its own, requested
// only when lib/islands/start.ts hydrates it (decision 110). Pages and the layout render an
// island with <Island of={islands['bag-button']} …>; the browser's runtime reads this same object.
// The loaders name each island's own module, not its domain's index.ts, so a chunk carries that
// island and what it imports, nothing else of the domain.
import { declareIslands } from '../../lib/islands/declare'

export const islands = declareIslands({
  account: () => import('../account/AccountSlot').then((module) => module.AccountSlot),
  'bag-button': () => import('../bag/BagButton').then((module) => module.BagButton),
  'bag-drawer': () => import('../bag/BagDrawerIsland').then((module) => module.BagDrawerIsland),
  upsell: () => import('../bag/UpsellIsland').then((module) => module.UpsellIsland),
  'add-to-bag': () => import('../bag/AddToBag').then((module) => module.AddToBag),
  'booking-flow': () => import('../booking/BookingFlow').then((module) => module.BookingFlow),
  'zip-check': () => import('../booking/visit/ZipCheck').then((module) => module.ZipCheck),
  engagement: () => import('../engagement/EngagementRegion').then((module) => module.EngagementRegion),
  toasts: () => import('../ui/toast-host').then((module) => module.ToastHost),
  'services-menu': () => import('../layout/header/ServicesMenu').then((module) => module.ServicesMenu),
  'mobile-menu': () => import('../layout/header/MobileMenu').then((module) => module.MobileMenu),
  'current-year': () => import('../layout/footer/CurrentYear').then((module) => module.CurrentYear),
  login: () => import('../account/LoginPanel').then((module) => module.LoginPanel),
  garage: () => import('../garage/GarageIsland').then((module) => module.GarageIsland),
  'reset-password': () => import('../account/ResetPasswordForm').then((module) => module.ResetPasswordPage),
})
