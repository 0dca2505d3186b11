import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/** What a guest (and the prerendered header) sees in the account slot. */
export function GuestAccountLink() {
  return (
    <a href="/login" data-tour="auth-button" className={`${button({ variant: 'solid', size: 'sm' })} ${css({ display: { base: 'none', sm: 'inline-flex' } })}`}>
      Login / Sign Up
    </a>
  )
}
