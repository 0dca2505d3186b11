import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { pageContainer, textLink } from './styles'

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const input = css({ h: '11', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.surface', color: 'fg.default' })

export interface LoginPlaceholderProps {
  phoneDisplay: string
  phoneE164: string
}

/**
 * Static sign-in form: real labels and inputs, but no submission yet (accounts arrive in a
 * later release), and the page says so rather than pretending to sign anyone in.
 */
export function LoginPlaceholder({ phoneDisplay, phoneE164 }: LoginPlaceholderProps) {
  return (
    <div className={`${pageContainer} ${css({ py: '10', maxW: 'md' })}`}>
      <p role="note" className={css({ bg: 'accent.subtle', color: 'fg.default', borderRadius: 'md', p: '4' })}>
        Online accounts are coming soon: your garage will keep your vehicles, past details and member perks. Until then, book and manage your details by phone or text at{' '}
        <a href={`tel:${phoneE164}`} className={textLink}>
          {phoneDisplay}
        </a>
        .
      </p>
      <form aria-labelledby="login-form-title" method="get" action="/login" onSubmit={(e) => e.preventDefault()} className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '6' })}>
        <h2 id="login-form-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Sign in to your garage
        </h2>
        <fieldset disabled className={css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none', p: '0', m: '0' })}>
          <div className={field}>
            <label htmlFor="login-email">E-mail</label>
            <input id="login-email" name="email" type="email" autoComplete="email" required className={input} />
          </div>
          <div className={field}>
            <label htmlFor="login-password">Password</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required className={input} />
          </div>
          <button type="submit" className={button({ variant: 'solid' })}>
            Sign in (coming soon)
          </button>
        </fieldset>
      </form>
    </div>
  )
}
