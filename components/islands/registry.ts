// Every island a page can contain, by the name the server writes (lib/islands/Island.tsx), and
// how the browser loads its component: each one a separate chunk, requested only when
// lib/islands/start.ts hydrates it (decision 110). tests/unit/island-registry.test.ts checks that
// every name a page writes is here and that each loader resolves.
import type { ComponentType } from 'react'
import type { IslandRegistry } from '../../lib/islands/start'

const named =
  <M, K extends keyof M>(load: () => Promise<M>, key: K) =>
  () =>
    load().then((module) => module[key] as ComponentType<object>)

export const islandRegistry: IslandRegistry = {
  account: named(() => import('../account/AccountSlot'), 'AccountSlot'),
  'bag-button': named(() => import('../bag/BagButton'), 'BagButton'),
  'bag-drawer': named(() => import('../bag/BagDrawerIsland'), 'BagDrawerIsland'),
  upsell: named(() => import('../bag/UpsellIsland'), 'UpsellIsland'),
  'add-to-bag': named(() => import('../bag/AddToBag'), 'AddToBag'),
  'booking-flow': named(() => import('../booking/BookingFlow'), 'BookingFlow'),
  engagement: named(() => import('../engagement/EngagementRegion'), 'EngagementRegion'),
  toasts: named(() => import('../ui/toast-host'), 'ToastHost'),
  'services-menu': named(() => import('../layout/header/ServicesMenu'), 'ServicesMenu'),
  'mobile-menu': named(() => import('../layout/header/MobileMenu'), 'MobileMenu'),
  'current-year': named(() => import('../layout/footer/CurrentYear'), 'CurrentYear'),
  login: named(() => import('../account/LoginPanel'), 'LoginPanel'),
  garage: named(() => import('../garage/GarageIsland'), 'GarageIsland'),
  'reset-password': named(() => import('../account/ResetPasswordForm'), 'ResetPasswordPage'),
}
