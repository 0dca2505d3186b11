import { token } from 'styled-system/tokens'

// Tags every page shares; each page folder's own +Head adds its canonical URL, Open Graph and JSON-LD.
export default function Head() {
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={token('colors.navy.900')} />
    </>
  )
}
