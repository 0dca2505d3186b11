import { css } from 'styled-system/css'
import { badge, button } from 'styled-system/recipes'
import { useHydrated } from '../ui/use-hydrated'

/** The bag lives in the browser: without JavaScript (and before hydration) View Bag leads to the booking page, which says so and offers call, text and e-mail. */
const BAG_PAGE_HREF = '/book'

/** A tap before idle hydrates the drawer's island beside this one (lib/islands/protocol.ts, data-opens). */
const OPENS = { 'data-opens': 'bag-drawer' }

interface ViewBagButtonProps {
  /** Number of services in the bag (sum of quantities). @default 0 */
  count?: number
  onOpen?: () => void
  /** The bag was asked for and its code is on its way: the button stays pressed-looking and says so (aria-busy). @default false */
  busy?: boolean
}

export function ViewBagButton({ count = 0, onOpen, busy = false }: ViewBagButtonProps) {
  const label = count === 1 ? 'View Bag, 1 item' : `View Bag, ${count} items`
  const hydrated = useHydrated()
  const className = `${button({ variant: 'ghost', size: 'sm' })} ${css({ position: 'relative', color: 'inherit', _hover: { bg: 'bg.invertedHover' } })}`
  const content = (
    <>
      <BagIcon />
      <span className={css({ display: { base: 'none', md: 'inline' } })}>View Bag</span>
      <span aria-hidden="true" className={badge({ variant: 'count' })}>
        {count}
      </span>
    </>
  )
  if (!hydrated) {
    return (
      <a href={BAG_PAGE_HREF} data-tour="view-bag" aria-label={label} className={className} {...OPENS}>
        {content}
      </a>
    )
  }
  return (
    <button type="button" data-tour="view-bag" aria-label={label} aria-busy={busy || undefined} onClick={onOpen} className={className} {...OPENS}>
      {content}
    </button>
  )
}

function BagIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 7h12l-1 13H7L6 7z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </svg>
  )
}
