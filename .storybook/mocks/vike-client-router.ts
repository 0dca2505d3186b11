/**
 * Storybook stand-in for `vike/client/router`. The real module needs Vike's virtual entries, which
 * exist only under the vike() plugin (removed for Storybook in main.ts). Calls are spies, visible
 * in the Actions panel and assertable in play functions:
 *
 *   import { navigate } from 'vike/client/router'
 *   await expect(navigate).toHaveBeenCalledWith('/garage')
 */
import { fn } from 'storybook/test'

export const navigate = fn(async (_url: string, _options?: { keepScrollPosition?: boolean; overwriteLastHistoryEntry?: boolean }) => {}).mockName('vike navigate')
export const reload = fn(async () => {}).mockName('vike reload')
export const prefetch = fn(async (_url: string) => {}).mockName('vike prefetch')
export const getPageContextClient = fn(() => undefined).mockName('vike getPageContextClient')
export const version = 'storybook-mock'
