// Loaded with import() only when the tour is about to start: driver.js and its stylesheet
// become their own chunks and cost nothing on pages where the tour never runs.
import { driver } from 'driver.js'
import './driver-vendor.css'
import { css } from 'styled-system/css'
import { TOUR_STEPS, findVisibleElement, resolveTourSteps, type TourStep } from './steps'

/** The popover wears the site's tokens instead of driver.js's defaults. */
const popoverClass = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'lg',
  boxShadow: 'xl',
  fontFamily: 'body',
  maxW: 'min(22rem, calc(100vw - 2rem))',
  '& .driver-popover-title': { fontFamily: 'heading', fontSize: 'lg', fontWeight: 'bold', color: 'fg.default' },
  '& .driver-popover-description': { color: 'fg.muted', fontSize: 'sm' },
  '& .driver-popover-progress-text': { color: 'fg.muted' },
  '& .driver-popover-footer button': {
    textShadow: 'none',
    fontSize: 'sm',
    borderRadius: 'md',
    borderColor: 'border.default',
    bg: 'bg.surface',
    color: 'fg.default',
    px: '3',
    py: '1.5',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '3px solid', outlineColor: 'border.focus' },
  },
  '& .driver-popover-footer .driver-popover-next-btn': {
    bg: 'accent.default',
    color: 'accent.fg',
    borderColor: 'accent.default',
    _hover: { bg: 'accent.emphasized' },
  },
  '& .driver-popover-close-btn': { color: 'fg.muted', _hover: { color: 'fg.default' } },
})

export interface RunTourOptions {
  steps: readonly TourStep[]
  /** Runs once when the tour is closed, finished or destroyed. */
  onFinished: () => void
}

/** Starts the guided tour. Returns false, after logging an error, when there is nothing to show. */
export function runTour({ steps, onFinished }: RunTourOptions): boolean {
  if (steps.length === 0) {
    console.error('Guided tour: no steps to show.')
    return false
  }
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    onFinished()
  }
  const tour = driver({
    steps: resolveTourSteps(steps, (selector) => findVisibleElement(document, selector)),
    showProgress: true,
    progressText: '{{current}} of {{total}}',
    animate: true,
    overlayOpacity: 0.9,
    smoothScroll: true,
    showButtons: ['previous', 'next', 'close'],
    doneBtnText: 'Done',
    allowKeyboardControl: true,
    allowClose: true,
    popoverClass,
    // Every close the visitor makes (Escape, ×, the overlay, Done) comes here first, also while the
    // first step is still animating in: driver.js calls onDestroyed only once a step has finished
    // showing, so an early Escape closed the tour without marking it seen.
    onDestroyStarted: () => {
      tour.destroy()
      finish()
    },
    onDestroyed: finish,
  })
  tour.drive()
  return true
}

/** The site's tour: the six steps of steps.ts. */
export function startGuidedTour(onFinished: () => void): boolean {
  return runTour({ steps: TOUR_STEPS, onFinished })
}
