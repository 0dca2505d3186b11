// The flag that says this tab's chat was left open on its previous page
// (docs/decisions/130-chat-survives-page-changes.md): the chat writes it (chat-session.ts) and the
// layout names it to the island runtime (`wakeIfStored` in components/layout/SiteLayout.tsx).

/** Present exactly while the stored conversation's panel is open. Stored in visitors' browsers: renaming it drops open chats. */
export const CHAT_OPEN_KEY = 'chatOpen'
