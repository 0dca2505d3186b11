import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { menu } from 'styled-system/recipes'
import { useDeferredModule, useIntentReplay } from '../../ui/deferred'
import { useHydrated } from '../../ui/useHydrated'

export interface ServiceMenuEntry {
  slug: string
  name: string
}

interface ServicesMenuProps {
  services: readonly ServiceMenuEntry[]
}

const loadArkMenu = () => import('./ServicesMenuArk')

const caret = (
  <span aria-hidden="true" className={css({ fontSize: 'xs' })}>
    ▾
  </span>
)

/**
 * The header's Services dropdown (decision 080). Prerendered as a <details> disclosure listing
 * every service page, so it works without JavaScript; once hydrated, a menu button whose Ark
 * menu (ServicesMenuArk) loads on idle or on first intent, and opens on the click that came first.
 */
export function ServicesMenu({ services }: ServicesMenuProps) {
  const hydrated = useHydrated()
  const box = useRef<HTMLSpanElement>(null)
  const { loaded, request, onLoaded } = useDeferredModule(loadArkMenu)
  const intent = useIntentReplay(box, loaded !== null, request, onLoaded)
  const classes = menu()

  let body
  if (loaded) body = <loaded.ServicesMenuArk services={services} />
  else if (hydrated)
    body = (
      <button type="button" aria-haspopup="menu" aria-expanded="false" data-tour="services-dropdown" className={classes.trigger} {...intent}>
        Services
        {caret}
      </button>
    )
  else body = <ServicesDisclosure services={services} />
  return (
    <span ref={box} className={css({ display: 'contents' })}>
      {body}
    </span>
  )
}

/** Without JavaScript: a native disclosure of plain links, styled like the menu. */
function ServicesDisclosure({ services }: ServicesMenuProps) {
  const classes = menu()
  return (
    <details className={css({ position: 'relative' })}>
      <summary data-tour="services-dropdown" className={cx(classes.trigger, css({ listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }))}>
        Services
        {caret}
      </summary>
      <ul
        aria-label="Services"
        className={cx(classes.content, css({ position: 'absolute', top: 'full', left: '0', mt: '3', maxH: '24rem', overflowY: 'auto', listStyle: 'none' }))}
      >
        {services.map((service) => (
          <li key={service.slug}>
            <a className={classes.item} href={`/services/${service.slug}`}>
              {service.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
