import { token } from 'styled-system/tokens'
import { VIEW_TRANSITION_OPT_IN_CSS } from '../lib/navigation/view-transition-opt-in'

// Tags every page shares; each page folder's own +Head adds its canonical URL, Open Graph and JSON-LD.
export default function Head() {
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={token('colors.navy.900')} />
      {/* Inline so it is there before <body> (lib/navigation/view-transition-opt-in.ts); allowed by its CSP hash. */}
      <style>{VIEW_TRANSITION_OPT_IN_CSS}</style>
    </>
  )
}
