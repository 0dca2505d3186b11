import type { Config } from 'vike/types'

// An account page: prerendered as the site's shell, its content a client-only island (decision 110).
export default {
  title: 'My Garage | Katy Mobile Detailing',
  description: 'My Garage: Katy Mobile Detailing account page.',
} satisfies Config
