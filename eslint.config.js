// ESLint for the whole repository. Its main job is the layering the docs describe, enforced by
// import/no-restricted-paths: docs/decisions/122-lint-layers-and-feature-boundaries.md.
// Formatting is Prettier's alone (decision 123), so no style rules here.
import fs from 'node:fs'
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

// Shared building blocks every feature may use; every other folder of components/ is a feature.
const SHARED = 'ui'
// The page shell (the one place that composes features into every page) and the island registry
// compose features; no feature imports them.
const SHELLS = ['layout', 'islands']
const features = fs
  .readdirSync(at('components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED)
  .map((entry) => entry.name)

// Island roots: the modules the registry loads. Each is a React root of its own, so it composes
// other features' entry components as the shell does. Read from the registry, so a new island is
// a composition point as soon as it is registered.
const registrySource = fs.readFileSync(at('components/islands/registry.ts'), 'utf8')
const islandRoots = [...registrySource.matchAll(/import\(\s*'\.\.\/([^']+)'\s*\)/g)].map((match) => `components/${match[1]}.tsx`)

// A feature's entry components are its PascalCase .tsx modules; its stores, rules, hooks, data
// builders, messages and helpers are internals.
const ENTRY_COMPONENT = at('components/*/**/[A-Z]*.tsx')
const isComposer = (file) => islandRoots.includes(file) || /Page\.tsx$/.test(file)

function filesOf(feature) {
  return fs
    .readdirSync(at('components', feature), { recursive: true })
    .map((file) => `components/${feature}/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file))
}

function featureZones(feature) {
  const others = features.filter((other) => other !== feature)
  if (SHELLS.includes(feature)) {
    return [
      {
        target: at('components', feature),
        from: [at(`components/@(${others.join('|')})/**`)],
        except: [ENTRY_COMPONENT],
        message: 'The shell and the registry compose features through their entry components, never their internals (decision 122).',
      },
    ]
  }
  const files = filesOf(feature)
  const composers = files.filter(isComposer)
  const plain = files.filter((file) => !isComposer(file))
  const otherFeatures = at(`components/@(${others.filter((other) => !SHELLS.includes(other)).join('|')})/**`)
  const zones = [{ target: at('components', feature), from: SHELLS.map((shell) => at('components', shell)), message: 'No feature imports the page shell or the island registry (decision 122).' }]
  if (plain.length > 0) {
    zones.push({ target: plain.map((file) => at(file)), from: [otherFeatures], message: 'A feature never imports another feature; what they share lives in lib/ or components/ui/ (decision 122).' })
  }
  if (composers.length > 0) {
    zones.push({
      target: composers.map((file) => at(file)),
      from: [otherFeatures],
      except: [ENTRY_COMPONENT],
      message: "Page-level components and island roots may render another feature's entry components, never import its internals (decision 122).",
    })
  }
  return zones
}

const layerZones = [
  ...features.flatMap(featureZones),
  { target: [at('components', SHARED), at('lib')], from: at(`components/@(${features.join('|')})/**`), message: 'components/ui/ and lib/ sit below every feature and import none (decision 122).' },
  { target: [at('components'), at('lib'), at('data'), at('packages'), at('scripts'), at('supabase')], from: at('pages'), message: 'Nothing imports pages/: routes sit on top (decision 122).' },
  {
    target: at('packages/local-supabase'),
    from: [at('components'), at('lib'), at('data'), at('scripts'), at('stories'), at('tests')],
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
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // One way into the catalogue (decision 137): the storefront reads data/ through
    // lib/catalogue/catalogue.ts; tests (and the fixture stories share with them) may read the files
    // as they are, and so may the edge functions, which run under Deno with no build of their own.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['lib/catalogue/**', 'tests/**', 'supabase/functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)data/.*\\.json$',
              message: 'Read the catalogue through lib/catalogue/catalogue.ts (prerender) or the props the page gives an island, not data/*.json (decision 137).',
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
      // Decision 110: an island's first client render must match the server's HTML, so browser-only state (URL, storage, clock) is set in an effect after hydration.
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
    // Edge functions and the local runner's Deno side run under Deno (decision 100).
    files: ['supabase/functions/**/*.ts', 'packages/local-supabase/src/functions/deno/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
    rules: {
      // Deno needs the .ts import extension the Node tsconfig rejects (TS5097); @ts-expect-error would fail `deno check`, where there is no error.
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
    },
  },
)
