import { create } from 'zustand'

/** Which engagement overlay is open; at most one at a time. */
export type EngagementOverlay = 'chat' | 'contact' | null

export interface EngagementState {
  /** Set when the discount popup closes: the tour waits for it, so the two never overlap. */
  tourStartPermitted: boolean
  /** Set when the tour is closed or destroyed. */
  tourCompleted: boolean
  /** The discount popup is on screen. */
  discountOpen: boolean
  overlay: EngagementOverlay
  permitTourStart: () => void
  disableTourStart: () => void
  markTourCompleted: () => void
  setDiscountOpen: (open: boolean) => void
  /** Opens the chat or the contact popup (anything on the page may call this). */
  openOverlay: (overlay: Exclude<EngagementOverlay, null>) => void
  closeOverlay: () => void
}

/** App state of the engagement features (component state stays in components; no server data here). */
export const useEngagement = create<EngagementState>((set) => ({
  tourStartPermitted: false,
  tourCompleted: false,
  discountOpen: false,
  overlay: null,
  permitTourStart: () => set({ tourStartPermitted: true }),
  disableTourStart: () => set({ tourStartPermitted: false }),
  markTourCompleted: () => set({ tourCompleted: true }),
  setDiscountOpen: (discountOpen) => set({ discountOpen }),
  openOverlay: (overlay) => set({ overlay }),
  closeOverlay: () => set({ overlay: null }),
}))
