import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VIEW_TRANSITION_OPT_IN_CSP_SOURCE, VIEW_TRANSITION_OPT_IN_CSS } from '../../lib/navigation/view-transition-opt-in'
import { contentSecurityPolicy } from '../../build/security-headers'

// The opt-in is an inline <style> that only its CSP hash lets apply (docs/decisions/113-document-navigation.md).
describe('view-transition opt-in', () => {
  it('the CSP source is the SHA-256 of exactly the rule the head writes', () => {
    const digest = createHash('sha256').update(VIEW_TRANSITION_OPT_IN_CSS, 'utf8').digest('base64')
    expect(VIEW_TRANSITION_OPT_IN_CSP_SOURCE).toBe(`'sha256-${digest}'`)
  })

  it('React writes the rule into the <style> unchanged (a changed byte would no longer match the hash)', () => {
    expect(renderToStaticMarkup(<style>{VIEW_TRANSITION_OPT_IN_CSS}</style>)).toBe(`<style>${VIEW_TRANSITION_OPT_IN_CSS}</style>`)
  })

  it('is allowed for <style> elements only by that hash: inline styles in general stay refused', () => {
    const csp = contentSecurityPolicy({ schedulerOrigin: 'https://calendly.com' })
    const styleElements = csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'style-src-elem')!
      .slice(1)
    expect(styleElements).toContain(VIEW_TRANSITION_OPT_IN_CSP_SOURCE)
    expect(styleElements).not.toContain("'unsafe-inline'")
  })

  it('turns transitions on for page navigations, and only without a reduced-motion preference', () => {
    expect(VIEW_TRANSITION_OPT_IN_CSS).toMatch(/^@media \(prefers-reduced-motion: no-preference\) \{ @view-transition \{ navigation: auto; \} \}$/)
  })
})
