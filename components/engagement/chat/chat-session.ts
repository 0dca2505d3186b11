// Where this tab keeps its chat conversation between pages: sessionStorage, so a new tab or a new
// session starts fresh (docs/decisions/130-chat-survives-page-changes.md). Storage that is missing,
// denied or full never throws here (lib/storage/safe-storage.ts): the conversation then lasts as
// long as the page, as it did before.
import { browserStorage, createSafeStorage, type StorageArea } from '../../../lib/storage/safe-storage'
import { CHAT_OPEN_KEY } from './chat-open'
import { isBlankChat, restoreChat, serializeChat, type ChatSnapshot } from './chat-snapshot'

/** The conversation (chat-snapshot.ts). Stored in visitors' browsers: renaming it drops their conversations. */
export const CHAT_SESSION_KEY = 'chatConversation'

export interface ChatSession {
  /** The stored conversation, or null (none, or unreadable: then it is removed). */
  load(): ChatSnapshot | null
  save(snapshot: ChatSnapshot): void
  clear(): void
}

export function createChatSession(getArea: () => StorageArea | null | undefined = () => browserStorage('sessionStorage')): ChatSession {
  const storage = createSafeStorage(getArea)
  const clear = () => {
    storage.removeItem(CHAT_SESSION_KEY)
    storage.removeItem(CHAT_OPEN_KEY)
  }
  return {
    load() {
      const raw = storage.getItem(CHAT_SESSION_KEY)
      const snapshot = restoreChat(raw)
      if (snapshot) return snapshot
      // Corrupt, from another version, or an open flag without a conversation: start clean.
      if (raw !== null || storage.getItem(CHAT_OPEN_KEY) !== null) clear()
      return null
    },
    save(snapshot) {
      if (isBlankChat(snapshot)) return clear()
      storage.setItem(CHAT_SESSION_KEY, serializeChat(snapshot))
      if (snapshot.open) storage.setItem(CHAT_OPEN_KEY, '1')
      else storage.removeItem(CHAT_OPEN_KEY)
    },
    clear,
  }
}

/** This tab's conversation, in the browser's sessionStorage. */
export const chatSession = createChatSession()
