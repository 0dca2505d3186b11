import { defineConfig } from '@pandacss/dev'
import { semanticTokens, tokens } from './components/ui/theme/tokens'
import { recipes, slotRecipes } from './components/ui/theme/recipe-list'
import { globalCss } from './components/ui/theme/global-css'

export default defineConfig({
  preflight: true,
  // Ark UI parts expose state through data attributes; Panda's conditions read them.
  include: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  importMap: 'styled-system',
  // Token names are enforced for colours by review (semantic tokens only); spacing and sizes accept
  // literal CSS values, which spec figures like 24rem need.
  strictTokens: false,
  strictPropertyValues: false,
  globalCss,
  // Storybook's design-system pages (stories/design-system/) draw every variant of every recipe from
  // its definition, so Panda cannot see them statically; Storybook's CLI sets STORYBOOK=true. The
  // site's CSS keeps only the variants its code uses.
  staticCss: process.env.STORYBOOK === 'true' ? { recipes: '*' } : {},
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
        fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
        slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
        slideInDown: { from: { transform: 'translateY(-8px)', opacity: '0' }, to: { transform: 'translateY(0)', opacity: '1' } },
      },
    },
  },
})
