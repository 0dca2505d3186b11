import { usePageTransition } from '../components/layout/page-transition-store'

export function onPageTransitionEnd() {
  usePageTransition.getState().end()
}
