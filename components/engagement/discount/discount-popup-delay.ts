/**
 * The discount popup opens this long after the page's load event. The page shell wakes the
 * engagement island by then (components/layout/SiteLayout.tsx) and the island times the popup
 * with it (components/engagement/EngagementRegion.tsx): one figure for both.
 */
export const DISCOUNT_POPUP_DELAY_MS = 3000
