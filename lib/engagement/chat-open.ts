// Whether this tab's chat was left open on its previous page (docs/decisions/130-chat-survives-page-changes.md).
// The key lives below the features because three of them read it: the chat writes it
// (components/chat/chat-session.ts), the layout names it to the island runtime (`wakeIfStored`)
// and the engagement region reopens the panel when it is set (decision 122).
import { browserStorage, createSafeStorage } from '../storage/safe-storage'

/** Present exactly while the stored conversation's panel is open. Stored in visitors' browsers: renaming it drops open chats. */
export const CHAT_OPEN_KEY = 'chatOpen'

/** True while this tab's stored chat is open; storage that is missing or denied reads as closed. */
export function storedChatOpen(): boolean {
  return createSafeStorage(() => browserStorage('sessionStorage')).getItem(CHAT_OPEN_KEY) !== null
}
