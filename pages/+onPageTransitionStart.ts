import { usePageTransition } from '../components/layout/page-transition-store'

export function onPageTransitionStart() {
  usePageTransition.getState().start()
}
