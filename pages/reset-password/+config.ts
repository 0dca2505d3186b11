import type { Config } from 'vike/types'

// Client-only page (design section 1): emitted as an HTML shell, rendered in the browser.
export default {
  ssr: false,
  title: 'Reset Password | Katy Mobile Detailing',
  description: 'Reset Password: Katy Mobile Detailing account page.',
} satisfies Config
