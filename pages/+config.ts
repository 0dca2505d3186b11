import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'en',
  title: 'Premium Mobile Car Detailing in Katy, TX',
  description:
    'Premium mobile car detailing in Katy, TX: we bring signature details, ceramic coating and paint protection to your driveway in Katy, Fulshear, Jordan Ranch and Cinco Ranch.',
} satisfies Config
