// Shared layout styles for page sections (semantic tokens only).
import { css } from 'styled-system/css'

/** Centered content column. */
export const pageContainer = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } })

export const sectionY = css({ py: { base: '12', md: '16' } })

/** The heading of a panel or a signed-in page's section (sign-in, garage). */
export const panelTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.default' })

/** An h2 inside a page's main column (a service's About and What's included). */
export const columnTitle = css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })

export const sectionTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default', mb: '4' })

export const lead = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '2xl' })

export const textLink = css({ color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '2px', fontWeight: 'medium', _hover: { color: 'accent.emphasized' } })
