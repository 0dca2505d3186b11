import { css } from 'styled-system/css'
import * as Menu from '../../ui/menu'
import type { ServiceMenuEntry } from './ServicesMenu'


interface ServicesMenuProps {
  services: readonly ServiceMenuEntry[]
}

/**
 * The header's Services dropdown (spec section 2): every service page, scrolling past 24rem.
 * Ark's menu gives arrow keys, Home/End, typeahead and Escape. Loaded by ServicesMenu.tsx.
 */
export function ServicesMenuArk({ services }: ServicesMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 12 }}>
      <Menu.Trigger data-tour="services-dropdown">
        Services
        <span aria-hidden="true" className={css({ fontSize: 'xs' })}>
          ▾
        </span>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content aria-label="Services" className={css({ maxH: '24rem', overflowY: 'auto' })}>
          {services.map((service) => (
            <Menu.Item key={service.slug} value={service.slug} asChild>
              <a href={`/services/${service.slug}`}>{service.name}</a>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
