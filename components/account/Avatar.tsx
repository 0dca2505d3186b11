import { css } from 'styled-system/css'
import { initialOf } from './identity'

const avatarClass = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  fontWeight: 'bold',
  fontSize: 'md',
  flexShrink: 0,
})

/** The avatar with the name's initial. Decorative: the trigger's label names the person. */
export function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" data-testid="account-avatar" className={avatarClass}>
      {initialOf(name)}
    </span>
  )
}

/** The account menu's trigger content, shared by Ark's trigger and the plain one shown while it loads. */
export function AccountTriggerContent({ name }: { name: string }) {
  return (
    <>
      <Avatar name={name} />
      <span className={css({ display: { base: 'none', md: 'inline' }, maxW: '40', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{name}</span>
      <span aria-hidden="true" className={css({ fontSize: 'xs' })}>
        ▾
      </span>
    </>
  )
}

export const accountTriggerClass = css({ gap: '2', px: '1' })
