import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { PageSection } from '../../ui/page-section'
import { lead } from '../../ui/page-styles'

export interface HowItWorksProps {
  /** The business's on-site requirements sentence (water spigot and electrical outlet). */
  requirements: string
  phoneDisplay: string
}

/** Four steps from booking to a finished detail; states what the customer provides. */
export function HowItWorks({ requirements, phoneDisplay }: HowItWorksProps) {
  const steps = [
    { title: 'Pick your service', text: 'Choose a package and your vehicle size: Sedan, SUV or XL. Not sure which one fits? Ask us for a quote.' },
    { title: 'Book a time', text: `Book online or call or text ${phoneDisplay}. We confirm the time and the address with you.` },
    { title: 'We come to you', text: requirements },
    { title: 'Enjoy the result', text: 'Carry on with your day while we work. We walk around the vehicle with you before we leave.' },
  ]
  return (
    <PageSection headingId="how-heading" title="How mobile detailing works" tone="subtle">
      <p className={lead}>No drop-off, no waiting room. The detail happens in your driveway or your office parking lot.</p>
      <ol className={css({ display: 'grid', gap: '6', mt: '8', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } })}>
        {steps.map((step, i) => (
          <li key={step.title} className={card()}>
            <span aria-hidden="true" className={badge({ variant: 'step' })}>
              {i + 1}
            </span>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '3' })}>
              <span className={css({ srOnly: true })}>Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  )
}
