export { EngagementRegion } from './EngagementRegion'
export { CHAT_OPEN_KEY } from './chat/chat-open'
export { DISCOUNT_POPUP_DELAY_MS } from './discount/discount-popup-delay'
export { engagementIslands } from './islands'
