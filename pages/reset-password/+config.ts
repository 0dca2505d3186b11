import type { Config } from 'vike/types'

// An account page: prerendered as the site's shell, its content a client-only island (decision 110).
export default {
  title: 'Reset Password | Katy Mobile Detailing',
  description: 'Reset Password: Katy Mobile Detailing account page.',
} satisfies Config
