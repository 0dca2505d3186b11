import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { pageContainer, textLink } from '../../ui/page-styles'

export interface NotFoundProps {
  is404: boolean
  services: { slug: string; name: string }[]
  phoneDisplay: string
  phoneE164: string
}

/** 404 and other errors: says what happened and offers a way on (services, booking, contact). */
export function NotFound({ is404, services, phoneDisplay, phoneE164 }: NotFoundProps) {
  return (
    <div className={`${pageContainer} ${css({ py: { base: '12', md: '20' }, maxW: '3xl' })}`}>
      <p className={css({ fontWeight: 'semibold', color: 'accent.default' })}>{is404 ? 'Error 404' : 'Error 500'}</p>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold', lineHeight: 'tight', mt: '1' })}>{is404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted' })}>
        {is404
          ? "We couldn't find that page. It may have moved, or the link may have a typo. Here are some places to start."
          : 'Sorry, this page failed to load. Please try again in a moment, or call or text us.'}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
        <a href="/" className={button({ variant: 'solid' })}>
          Go to the home page
        </a>
        <a href="/book" className={button({ variant: 'outline' })}>
          Book a detail
        </a>
        <a href={`tel:${phoneE164}`} className={button({ variant: 'outline' })}>
          Call {phoneDisplay}
        </a>
      </div>
      {is404 ? (
        <nav aria-labelledby="nf-services" className={css({ mt: '10' })}>
          <h2 id="nf-services" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
            Our services
          </h2>
          <ul className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } })}>
            {services.map((s) => (
              <li key={s.slug}>
                <a href={`/services/${s.slug}`} className={textLink}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
