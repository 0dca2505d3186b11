import { css } from 'styled-system/css'

/** Keyboard users skip the header's links straight to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={css({
        position: 'absolute',
        left: '4',
        top: '-20',
        zIndex: 'max',
        bg: 'bg.surface',
        color: 'fg.default',
        px: '4',
        py: '2',
        borderRadius: 'md',
        _focus: { top: '4' },
      })}
    >
      Skip to content
    </a>
  )
}
