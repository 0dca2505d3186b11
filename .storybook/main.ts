import type { StorybookConfig } from '@storybook/react-vite'
import { fileURLToPath } from 'node:url'
import type { PluginOption } from 'vite'

const styledSystem = fileURLToPath(new URL('../styled-system', import.meta.url))
const vikeRouterMock = fileURLToPath(new URL('./mocks/vike-client-router.ts', import.meta.url))

/**
 * True for the plugins that only the site's own build can run: any plugin that the vike() preset
 * contributes (their names all start with "vike").
 */
function isSiteBuildPlugin(plugin: PluginOption): boolean {
  if (typeof plugin !== 'object' || plugin === null || Array.isArray(plugin) || !('name' in plugin) || typeof plugin.name !== 'string') return false
  return plugin.name.startsWith('vike')
}

/** vite.config.ts nests plugin arrays (vike() returns one); flatten, then drop the site build's own. */
function withoutSiteBuildPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  const flat = (plugins ?? []).flat(Infinity as 1) as PluginOption[]
  return flat.filter((p) => !isSiteBuildPlugin(p))
}

const config: StorybookConfig = {
  // The design-system pages are MDX (stories/design-system/): Docs only, never in the test-runner's run.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // Storybook 10 ships controls, actions, viewport, backgrounds and interactions in core. Docs and
  // a11y are Storybook's own add-ons, at Storybook's version; both run offline (docs/decisions/020-storybook-visual-baseline.md).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  // Prop tables on the Docs pages. react-docgen-typescript reads the types through the checker, so
  // a kit component's recipe variants (RecipeVariantProps from styled-system) show with their
  // values; react-docgen would see only the names. Props inherited from React's DOM types would
  // bury the few a component adds, so only the project's own declarations are listed.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  async viteFinal(viteConfig) {
    // Storybook loads the root vite.config.ts. Its vike() plugin takes over the dev server and
    // the build (prerender, +files) and breaks Storybook, so it is removed here. The React
    // plugin, the other plugins, the styled-system alias and postcss.config.cjs (Panda) stay.
    // vike/client/router (navigate) needs Vike's virtual modules: Storybook gets spies instead.
    const existingAlias = viteConfig.resolve?.alias ?? []
    const alias = [
      { find: /^vike\/client\/router$/, replacement: vikeRouterMock },
      { find: 'styled-system', replacement: styledSystem },
      ...(Array.isArray(existingAlias) ? existingAlias : Object.entries(existingAlias).map(([find, replacement]) => ({ find, replacement: String(replacement) }))),
    ]
    return {
      ...viteConfig,
      plugins: withoutSiteBuildPlugins(viteConfig.plugins),
      resolve: { ...viteConfig.resolve, alias },
      // Static assets only; never a network round-trip at build time.
      build: { ...viteConfig.build, target: 'es2022', chunkSizeWarningLimit: 2000 },
    }
  },
}

export default config
