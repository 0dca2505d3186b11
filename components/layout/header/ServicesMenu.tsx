import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { disclosureNav } from 'styled-system/recipes'

export interface ServiceMenuEntry {
  slug: string
  name: string
}

export interface ServicesMenuProps {
  services: readonly ServiceMenuEntry[]
}

// A fixed id, not useId(): the island is rendered inside the whole page on the server and alone
// on the client, so React's tree-position ids would differ. There is one Services entry per page.
const LIST_ID = 'services-nav-list'

const caret = (
  <span aria-hidden="true" className={css({ fontSize: 'xs' })}>
    ▾
  </span>
)

/**
 * The header's Services entry: the WAI-ARIA APG disclosure navigation pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/), a button
 * that shows or hides plain links to every service page. Tab moves through the links, Escape
 * closes and refocuses the button, focus or a click leaving it closes it; arrow keys, Home and
 * End move between the links (the pattern's optional keys). An island (docs/decisions/115-header-menus-as-islands.md): the
 * server's markup and the first client render are the same; without JavaScript the button hides
 * and a <details> opens the same list (recipes/disclosure-nav.ts).
 */
export function ServicesMenu({ services }: ServicesMenuProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const classes = disclosureNav()

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
      return
    }
    const links = Array.from(root.current?.querySelectorAll<HTMLAnchorElement>(`#${LIST_ID} a`) ?? [])
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const onButton = document.activeElement === button.current
    let next: HTMLAnchorElement | undefined
    if (event.key === 'ArrowDown') next = onButton ? links[0] : links[at + 1]
    else if (event.key === 'ArrowUp' && at > 0) next = links[at - 1]
    else if (event.key === 'Home' && at >= 0) next = links[0]
    else if (event.key === 'End' && at >= 0) next = links[links.length - 1]
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  // Focus moving to nothing (a click on the list's scrollbar or on the page) is left to the
  // pointerdown check, so scrolling the list with the mouse does not close it.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget
    if (to instanceof Node && !root.current?.contains(to)) setOpen(false)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the disclosure's wrapper only catches Escape, arrow keys and focus leaving, bubbled from its button and links (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/)
    <div ref={root} className={classes.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={LIST_ID} data-tour="services-dropdown" className={classes.trigger} onClick={() => setOpen((was) => !was)}>
        Services
        {caret}
      </button>
      <details className={classes.fallback}>
        <summary className={classes.trigger}>
          Services
          {caret}
        </summary>
      </details>
      <ul id={LIST_ID} aria-label="Services" data-state={open ? 'open' : 'closed'} className={classes.list}>
        {services.map((service) => (
          <li key={service.slug}>
            <a className={classes.link} href={`/services/${service.slug}`} onClick={() => setOpen(false)}>
              {service.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
