/**
 * The one axe configuration of this Storybook: the a11y panel (preview.tsx's `parameters.a11y`,
 * read by @storybook/addon-a11y) and the test-runner's gate (test-runner.ts) both use it, so what
 * a designer sees in the panel is what `npm test` enforces.
 *
 * A story that needs a rule off says why, with `a11yRulesOff({ 'rule-id': 'why' })` in its
 * parameters; the test-runner fails a story that turns a rule off without a reason.
 */

/** One entry of axe's `configure({ rules })`, as the addon passes `parameters.a11y.config.rules` to it. */
export type A11yRule = { id: string; enabled: boolean; reason?: string }

/** The a11y parameter shape the addon reads and the test-runner follows (`test` is the addon's own). */
export type A11yParameters = {
  /** Neither the panel nor the test-runner runs axe on this story. Say why next to it. */
  disable?: boolean
  config?: { rules?: A11yRule[] }
  options?: { resultTypes?: ('violations' | 'incomplete' | 'passes' | 'inapplicable')[] }
  context?: { include?: string; exclude?: string[] }
  test?: 'todo' | 'error' | 'off'
}

/**
 * Rules off for every story. `region` (content outside landmarks): a story renders one component
 * without the page's header, main and footer, so every story would fail it; the addon turns it off
 * for the same reason, and the site's pages are checked for it by the e2e axe tests.
 */
export const SHARED_RULES: readonly A11yRule[] = [{ id: 'region', enabled: false, reason: 'a story is a component without the page landmarks around it' }]

/**
 * Storybook's own elements are in the document the story renders into: the docs root, the
 * addon's highlight layer, the docs' story wrappers. axe checks the story, not them.
 */
export const A11Y_CONTEXT = { include: 'body', exclude: ['#storybook-docs', '#storybook-highlights-root', '.sb-wrapper'] }

/** Impacts that fail a story in the test-runner; the panel lists every impact, these marked as such by axe. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical']

/** preview.tsx's default `parameters.a11y`. */
export const a11yParameters: A11yParameters = {
  config: { rules: [...SHARED_RULES] },
  options: { resultTypes: ['violations'] },
  context: A11Y_CONTEXT,
  // The panel shows violations as warnings; the test-runner is the gate (serious and critical).
  test: 'todo',
}

/**
 * Story parameters turning rules off, each with its reason: `a11y: a11yRulesOff({ 'color-contrast':
 * 'why' })`. Storybook replaces arrays when it merges parameters, so the shared rules are repeated.
 */
export function a11yRulesOff(reasons: Record<string, string>): A11yParameters {
  const off = Object.entries(reasons).map(([id, reason]) => ({ id, enabled: false, reason }))
  return { ...a11yParameters, config: { rules: [...SHARED_RULES, ...off] } }
}

/** axe's run-options `rules` for a rule list: `{ region: { enabled: false } }`. */
export function axeRunRules(rules: readonly A11yRule[]): Record<string, { enabled: boolean }> {
  return Object.fromEntries(rules.map((rule) => [rule.id, { enabled: rule.enabled }]))
}

/** Rules a story turns off without a reason (the test-runner fails such a story). */
export function rulesOffWithoutReason(rules: readonly A11yRule[]): string[] {
  return rules.filter((rule) => !rule.enabled && !rule.reason?.trim()).map((rule) => rule.id)
}
