// The account domain's islands (the header's account slot, /login, /reset-password and /unsubscribe), declared once (lib/islands/declare.ts): pages render them
// with <Island of={accountIslands[…]}>, and components/islands/registry.ts hands the same declarations to
// the browser's runtime. Each loader names the island's own module, so it is a chunk of its own.
import { declareIslands } from '../../lib/islands/declare'

export const accountIslands = declareIslands({
  account: () => import('./AccountSlot').then((module) => module.AccountSlot),
  login: () => import('./LoginPanel').then((module) => module.LoginPanel),
  'reset-password': () => import('./ResetPasswordForm').then((module) => module.ResetPasswordPage),
  unsubscribe: () => import('./UnsubscribePage').then((module) => module.UnsubscribePage),
})
