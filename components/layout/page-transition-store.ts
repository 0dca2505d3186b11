import { create } from 'zustand'

interface PageTransitionState {
  loading: boolean
  start: () => void
  end: () => void
}

/** Set by Vike's page-transition hooks; the layout shows a centred spinner while the next page's code loads. */
export const usePageTransition = create<PageTransitionState>((set) => ({
  loading: false,
  start: () => set({ loading: true }),
  end: () => set({ loading: false }),
}))
