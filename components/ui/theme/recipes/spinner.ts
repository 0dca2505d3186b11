import { defineRecipe } from '@pandacss/dev'

/**
 * The loading ring, after Park UI's spinner recipe (https://github.com/cschroeter/park-ui): a
 * subtle track with the accent colour running round it, on the `spin` keyframes of panda.config.ts.
 */
export const spinner = defineRecipe({
  className: 'spinner',
  base: { w: '10', h: '10', borderWidth: '4px', borderColor: 'border.subtle', borderTopColor: 'accent.default', borderRadius: 'full', animation: 'spin 0.8s linear infinite' },
})
