// ESLint for the whole repository. Its main job is the layering the docs describe, enforced by
// import/no-restricted-paths: docs/decisions/122-lint-layers-and-feature-boundaries.md.
// Formatting is Prettier's alone (docs/decisions/123-prettier-formats-the-code.md), so no style rules here.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'

const root = path.dirname(fileURLToPath(import.meta.url))
const at = (...parts) => path.join(root, ...parts)

// The storefront's domains, listed by hand (as bulletproof-react lists its features): a folder of
// components/ each, with one public entry, its index.ts, which is all another domain or a page may
// import of it. components/ui/ (the kit) and lib/ sit below them all. components/islands/registry.ts,
// the browser runtime's list of islands, is the one module that reads each domain's islands.ts
// directly, so the page's first script carries no domain's entry (docs/decisions/122-lint-layers-and-feature-boundaries.md).
const DOMAINS = ['account', 'bag', 'booking', 'catalogue-pages', 'cms', 'engagement', 'gallery', 'garage', 'layout']
// The two that sit on top and compose the others: the public pages' shell, and the editor at /admin.
const COMPOSERS = ['layout', 'cms']
const PUBLIC_ENTRY = './index.ts'

const domainZones = DOMAINS.flatMap((domain) =>
  DOMAINS.filter((other) => other !== domain).map((other) => ({
    target: at('components', domain),
    from: at('components', other),
    except: [PUBLIC_ENTRY],
    message: `Import ${other} through components/${other}/index.ts, its public entry (decision 122).`,
  })),
)

const layerZones = [
  ...domainZones,
  ...DOMAINS.map((domain) => ({
    target: at('pages'),
    from: at('components', domain),
    // The site's one global stylesheet is imported by pages/+Layout.tsx, so Vike puts it in every
    // page; /admin's page loads the content manager's own script (docs/decisions/140-cms-at-admin.md).
    except: { layout: [PUBLIC_ENTRY, './global.css'], cms: ['./admin-main.ts'] }[domain] ?? [PUBLIC_ENTRY],
    message: `Pages import ${domain} through components/${domain}/index.ts, its public entry (decision 122).`,
  })),
  {
    target: DOMAINS.map((domain) => at('components', domain)),
    from: at('components/islands'),
    message: "The registry is the browser runtime's list; a page renders an island from its domain's islands.ts (decision 110).",
  },
  ...COMPOSERS.map((composer) => ({
    target: DOMAINS.filter((domain) => !COMPOSERS.includes(domain)).map((domain) => at('components', domain)),
    from: at('components', composer),
    message: `${composer} composes the other domains; none of them imports it (decision 122).`,
  })),
  {
    target: at('components/ui'),
    from: DOMAINS.map((domain) => at('components', domain)).concat(at('components/islands')),
    message: 'components/ui/ is the kit below every domain and imports none (decision 122).',
  },
  { target: at('lib'), from: at('components'), message: 'lib/ sits below components/ and imports nothing of it (decision 122).' },
  // build/ (Vite plugins, post-build steps) may use lib/; the site's code never imports the build.
  {
    target: [at('components'), at('lib'), at('pages'), at('stories'), at('.storybook')],
    from: at('build'),
    message: "build/ is the build's code (build/README.md): the site imports nothing of it.",
  },
  {
    target: [at('build'), at('components'), at('lib'), at('data'), at('packages'), at('scripts'), at('supabase')],
    from: at('pages'),
    message: 'Nothing imports pages/: routes sit on top (decision 122).',
  },
  {
    target: at('packages/local-supabase'),
    from: [at('build'), at('components'), at('lib'), at('data'), at('scripts'), at('stories'), at('tests')],
    message: "The Supabase twin is a package of its own: it serves a project's supabase/ folder and imports nothing of the storefront (packages/local-supabase/README.md).",
  },
]

export default tseslint.config(
  {
    // Generated code and build output: not ours to lint. database.types.ts is written by `npm run gen:types` in the Supabase CLI's format (decision 119).
    ignores: [
      'styled-system/',
      'dist/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'bench-results/',
      '.backend-data/',
      // wrangler pages dev's local state and generated bundles (tools/pages-dev/serve.ts).
      '.wrangler/',
      '.mailbox/',
      '.deno-cache/',
      'lib/supabase/database.types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused binding with a leading underscore is deliberate (a required parameter, a rest that omits a key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `let` that closures read before its one assignment cannot be a const: a call made during creation would hit the temporal dead zone.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // test-runner-jest.config.cjs and postcss.config.cjs must be CommonJS: the package is "type": "module".
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // import/no-cycle reads the files an import leads to: with TypeScript's parser, or it sees no imports there.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not ours to walk: a cycle inside one is not one of ours, and parsing them is slow.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // A cycle between modules is a cycle between domains or inside one: neither survives a move.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One way into the catalogue (docs/decisions/127-one-price-model.md): the storefront reads data/ through
    // lib/catalogue/catalogue.server.ts; tests (and the fixture stories share with them) may read the files
    // as they are, and so may the edge functions, which run under Deno with no build of their own.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['lib/catalogue/**', 'tests/**', 'build/**/*.test.ts', 'supabase/functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)data/.*\\.json$',
              message: 'Read the catalogue through lib/catalogue/catalogue.server.ts (prerender) or the props the page gives an island, not data/*.json (decision 127).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // docs/decisions/110-islands-html-only-pages.md: an island's first client render must match the server's HTML, so browser-only state (URL, storage, clock) is set in an effect after hydration.
      'react-hooks/set-state-in-effect': 'off',
      // A missing dependency is a stale value read later, not a style point: an error, like the rest (the preset warns).
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['components/**/*.tsx', 'lib/**/*.tsx', 'pages/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling chat log must take keyboard focus (axe: scrollable-region-focusable), so role="log" may carry tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log'], allowExpressionValues: true }],
      // Radio cards (components/garage/VehicleForm.tsx) put their text two spans inside the label.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Edge functions and the local runner's Deno side run under Deno (packages/local-supabase/docs/decisions/100-edge-functions-under-deno.md).
    files: ['supabase/functions/**/*.ts', 'packages/local-supabase/src/functions/deno/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
    rules: {
      // Deno needs the .ts import extension the Node tsconfig rejects (TS5097); @ts-expect-error would fail `deno check`, where there is no error.
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
    },
  },
)
