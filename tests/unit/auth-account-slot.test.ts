// The header's account slot as the prerender writes it (components/account/AccountSlot.tsx): an
// island with no props whose server markup is the guest link, which hydration must reproduce.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountSlot } from '../../components/account/AccountSlot'
import { GuestAccountLink } from '../../components/account/GuestAccountLink'

describe('AccountSlot on the server', () => {
  it('renders the guest "Login / Sign Up" link, with no provider and no props', () => {
    const html = renderToString(createElement(AccountSlot))
    expect(html).toBe(renderToString(createElement(GuestAccountLink)))
    expect(html).toMatch(/^<a href="\/login" data-tour="auth-button" class="[^"]+">Login \/ Sign Up<\/a>$/)
  })
})
