import type { Decorator } from '@storybook/react-vite'

/**
 * A page under a story whose overlay is fixed, as on the site. With an empty body, axe takes the
 * fixed overlay for clipped by <body>'s scroll lock, misses that a modal is open and reports what
 * sits under Ark's aria-hidden as aria-hidden-focus.
 */
export const withPageUnder: Decorator = (Story) => (
  <div style={{ minHeight: '100vh' }}>
    <Story />
  </div>
)
