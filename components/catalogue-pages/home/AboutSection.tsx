import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { pageContainer, sectionTitle, sectionY, textLink } from '../../ui/page-styles'

export interface AboutSectionProps {
  businessName: string
  paragraphs: string[]
  serviceRadius: string
}

/** The about teaser; the guided tour's "Learn About Us" step points at it (id="about"). */
export function AboutSection({ businessName, paragraphs, serviceRadius }: AboutSectionProps) {
  return (
    <section id="about" data-tour="about-section" aria-labelledby="about-heading" className={sectionY}>
      <div className={`${pageContainer} ${css({ maxW: '3xl' })}`}>
        <h2 id="about-heading" className={sectionTitle}>
          About {businessName}
        </h2>
        <div className={stack({ gap: '4', color: 'fg.default' })}>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <p className={css({ color: 'fg.muted' })}>{serviceRadius}</p>
        </div>
        <p className={css({ mt: '6' })}>
          <a href="/about" className={textLink}>
            More about {businessName}
          </a>
        </p>
      </div>
    </section>
  )
}
