// The flag that says this tab's chat was left open on its previous page
// (docs/decisions/130-chat-survives-page-changes.md). It lives below the features because the
// chat writes it (chat-session.ts here) and the layout names it to the island runtime
// (`wakeIfStored` in components/layout/SiteLayout.tsx), and a feature's internals are not the
// layout's to import (decision 122).

/** Present exactly while the stored conversation's panel is open. Stored in visitors' browsers: renaming it drops open chats. */
export const CHAT_OPEN_KEY = 'chatOpen'
