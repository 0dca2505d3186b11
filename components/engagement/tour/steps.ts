/** One tour step: optional target, title, description, optional side and align. */
export interface TourStep {
  /** CSS selector of the element to highlight; none means a centred popover. */
  target?: string
  title: string
  description: string
  side?: 'top' | 'right' | 'bottom' | 'left'
  align?: 'start' | 'center' | 'end'
}

/** The tour's six steps, in order. Targets are data-tour attributes set by the layout and home pages. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    target: '[data-tour="services-dropdown"]',
    title: 'Explore Our Services',
    description: 'Browse every detailing service, from a quick wash to ceramic coating, in the Services menu.',
  },
  {
    target: '[data-tour="book-now"]',
    title: 'Book Instantly',
    description: 'Pick a time that suits you and we come to your driveway. Booking takes under a minute.',
  },
  {
    target: '[data-tour="auth-button"]',
    title: 'Your Personal Garage',
    description: 'Sign up to save your vehicles, see your service history and unlock member perks.',
  },
  {
    target: '[data-tour="view-bag"]',
    title: 'Your Service Cart',
    description: 'Services you add collect in your bag, ready for checkout when you are.',
  },
  {
    target: '[data-tour="about-section"]',
    title: 'Learn About Us',
    description: 'Meet the local team behind every detail and see how we work.',
    side: 'top',
    align: 'start',
  },
  {
    title: "You're All Set!",
    description: 'Enjoy exploring. Questions? Our chat assistant and contact button are always one tap away.',
  },
]

/** A step as driver.js takes it (structurally; this file does not import driver.js). */
export interface DriverStep {
  element?: Element
  popover: { title: string; description: string; side?: TourStep['side']; align?: TourStep['align'] }
}

/**
 * Turns the steps into driver.js steps against the live page. A target that is missing or not
 * visible (the desktop Services menu on a phone, a section another page lacks) becomes a centred
 * popover with the same text, so the tour keeps its order and count instead of breaking.
 */
export function resolveTourSteps(steps: readonly TourStep[], findVisible: (selector: string) => Element | null): DriverStep[] {
  return steps.map((step) => {
    const element = step.target ? findVisible(step.target) : null
    const popover: DriverStep['popover'] = { title: step.title, description: step.description }
    if (element) {
      if (step.side) popover.side = step.side
      if (step.align) popover.align = step.align
      return { element, popover }
    }
    return { popover }
  })
}

/** The first element matching `selector` that is rendered with a size and not hidden. */
export function findVisibleElement(doc: Document, selector: string): Element | null {
  for (const el of Array.from(doc.querySelectorAll(selector))) {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) continue
    const style = doc.defaultView?.getComputedStyle(el)
    if (style && (style.visibility === 'hidden' || style.display === 'none')) continue
    return el
  }
  return null
}
