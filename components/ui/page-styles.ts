// Shared layout styles for page sections (semantic tokens only).
import { css } from 'styled-system/css'

/** Centered content column. */
export const pageContainer = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } })

export const sectionY = css({ py: { base: '12', md: '16' } })

export const sectionTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default', mb: '4' })

export const lead = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '2xl' })

export const textLink = css({ color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '2px', fontWeight: 'medium', _hover: { color: 'accent.emphasized' } })

export const card = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5' })
