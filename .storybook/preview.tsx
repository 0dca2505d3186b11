import type { Decorator, Preview } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { VIEWPORT_OPTIONS } from './viewports'
import { a11yParameters, type A11yParameters } from './a11y-rules'
// Panda's PostCSS plugin turns this @layer entry into the whole generated stylesheet.
import '../components/layout/global.css'
import { bagCatalogue } from '../lib/catalogue/bag-products'
import { provideBagCatalogue } from '../lib/catalogue/products'
import { catalogue } from '../tests/fixtures/catalogue/static'

// Pages carry the bag's projection in their HTML (components/layout/SiteLayout.tsx); stories
// have no page, so the bag sells from the same projection of the catalogue.
provideBagCatalogue(bagCatalogue(catalogue))

/**
 * The part of Vike's pageContext a story may set with `parameters.pageContext`.
 * Anything else a component reads can be added here and given a default below.
 */
export type StoryPageContext = {
  urlPathname?: string
  urlOriginal?: string
  routeParams?: Record<string, string>
  data?: unknown
}

/**
 * Parameters this project's preview and test-runner read (Storybook's Parameters type is an
 * open record, so these are documentation plus `satisfies StoryParameters` for the careful).
 */
export type StoryParameters = {
  /** Mocked Vike pageContext (usePageContext / useData), e.g. `{ urlPathname: '/fulshear' }`. */
  pageContext?: StoryPageContext
  /**
   * axe, in the a11y panel and in the test-runner (serious/critical violations fail), with the
   * rules of ./a11y-rules.ts: `{ disable: true }` skips it for a story (say why next to it);
   * `a11yRulesOff({ 'rule-id': 'why' })` turns single rules off, each with its reason.
   */
  a11y?: A11yParameters
  /** Image snapshot in the test-runner; see .storybook/test-runner.ts. */
  snapshot?: {
    disable?: boolean
    /**
     * 'root' (default): #storybook-root only. 'viewport': the visible viewport, for fixed or portalled
     * things (header, menus, dialogs, toasts). 'page': the full scrollable page.
     */
    target?: 'root' | 'viewport' | 'page'
    /** Viewport for the test-runner page when the story names no preset (`globals: onViewport(...)`; default 1024x768). */
    viewport?: { width: number; height: number }
  }
}

/**
 * Hook point for app-wide providers (TanStack Query client, toaster, ...). A pass-through
 * today; add providers here as features need them so every story gets them.
 */
function Providers({ children }: { children: ReactNode }) {
  return <>{children}</>
}

export const withProviders: Decorator = (Story) => (
  <Providers>
    <Story />
  </Providers>
)

/**
 * vike-react's usePageContext()/useData() read a React context that vike-react exports the
 * provider for. Stories get a minimal pageContext, overridable per story/component with
 * `parameters: { pageContext: { urlPathname: '/fulshear' } }`.
 */
export const withPageContext: Decorator = (Story, context) => {
  const overrides = (context.parameters.pageContext ?? {}) as StoryPageContext
  const urlPathname = overrides.urlPathname ?? '/'
  const pageContext = {
    urlPathname,
    urlOriginal: overrides.urlOriginal ?? urlPathname,
    routeParams: overrides.routeParams ?? {},
    data: overrides.data,
    isHydration: false,
    isClientSide: true,
  } as unknown as PageContext
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Story />
    </VikeReactProviderPageContext>
  )
}

const preview: Preview = {
  // Every story file gets a Docs page: its description, its stories and the component's props.
  tags: ['autodocs'],
  // Last in the list wraps outermost: providers outside, pageContext inside.
  decorators: [withPageContext, withProviders],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: a11yParameters,
    viewport: { options: VIEWPORT_OPTIONS },
  },
}

export default preview
