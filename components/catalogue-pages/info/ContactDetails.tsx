import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ContactDetailsData } from './data'
import { pageContainer, sectionTitle } from '../../ui/page-styles'

/** Call, text and e-mail links with the business hours; works without JavaScript. */
export function ContactDetails({ contact }: { contact: ContactDetailsData }) {
  return (
    <section aria-labelledby="contact-ways" className={`${pageContainer} ${css({ py: '10' })}`}>
      <h2 id="contact-ways" className={sectionTitle}>
        Call, text or e-mail
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <a href={`tel:${contact.phoneE164}`} className={button({ variant: 'solid', size: 'lg' })}>
          Call {contact.phoneDisplay}
        </a>
        <a href={`sms:${contact.phoneE164}`} className={button({ variant: 'outline', size: 'lg' })}>
          Text {contact.phoneDisplay}
        </a>
        <a href={`mailto:${contact.email}`} className={button({ variant: 'outline', size: 'lg' })}>
          E-mail {contact.email}
        </a>
      </div>
      <div className={css({ display: 'grid', gap: '8', mt: '10', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
        <div>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>Hours</h3>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1' })}>
            {contact.hours.map((h) => (
              <div key={h.days} className={css({ display: 'contents' })}>
                <dt className={css({ fontWeight: 'medium' })}>{h.days}</dt>
                <dd className={css({ color: 'fg.muted' })}>
                  {h.opens} to {h.closes}
                </dd>
              </div>
            ))}
          </dl>
          <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>Closed on days not listed.</p>
        </div>
        <div>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>Where and what we need</h3>
          <p>{contact.serviceRadius}</p>
          <p className={css({ mt: '2', color: 'fg.muted' })}>{contact.requirements}</p>
        </div>
      </div>
    </section>
  )
}
