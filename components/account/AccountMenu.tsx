import { css } from 'styled-system/css'
import * as Menu from '../ui/menu'
import { AccountTriggerContent, Avatar, accountTriggerClass } from './Avatar'

export { Avatar } from './Avatar'

export interface AccountMenuProps {
  name: string
  email: string
  /** Called for "Log out"; the caller signs out and returns to /. */
  onSignOut: () => void
  /** True while signing out: the item shows it and cannot be chosen twice. */
  signingOut?: boolean
}

/**
 * The signed-in header: avatar with the initial, the name and e-mail, and a menu with
 * My Garage, Membership and Log out. Ark's menu gives arrow keys, Home/End, typeahead and Escape.
 */
export function AccountMenu({ name, email, onSignOut, signingOut = false }: AccountMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 12 }}
      onSelect={(details) => {
        if (details.value === 'sign-out' && !signingOut) onSignOut()
      }}
    >
      <Menu.Trigger data-tour="auth-button" aria-label={`Account: ${name}`} className={accountTriggerClass}>
        <AccountTriggerContent name={name} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content aria-label="Account">
          <div className={css({ px: '4', pt: '1', pb: '2', display: 'flex', gap: '3', alignItems: 'center' })}>
            <Avatar name={name} />
            <div className={css({ minW: '0' })}>
              <p className={css({ fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{name}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{email}</p>
            </div>
          </div>
          <Menu.Separator />
          <Menu.Item value="garage" asChild>
            <a href="/garage">My Garage</a>
          </Menu.Item>
          <Menu.Item value="membership" asChild>
            <a href="/membership">Membership</a>
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="sign-out" disabled={signingOut} closeOnSelect>
            {signingOut ? 'Logging out…' : 'Log out'}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
