import type { Config } from 'vike/types'

// Client-only page (design section 1): emitted as an HTML shell, rendered in the browser.
export default {
  ssr: false,
  title: 'My Garage | Katy Mobile Detailing',
  description: 'My Garage: Katy Mobile Detailing account page.',
} satisfies Config
