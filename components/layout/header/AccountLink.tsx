import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/** What a guest sees in the header's account slot (spec section 2). */
export function AccountLink() {
  return (
    <a href="/login" data-tour="auth-button" className={`${button({ variant: 'solid', size: 'sm' })} ${css({ display: { base: 'none', sm: 'inline-flex' } })}`}>
      Login / Sign Up
    </a>
  )
}
