// Reads the figures of one `scripts/test.sh` run out of its output: each step's result, the
// Playwright list reporter's totals for the e2e step and Jest's "Tests:" line for the storybook
// step (the test-runner is Jest). Pure, so tools/stress/counts.test.ts pins it on real output.

export interface StepResult {
  id: string
  result: 'passed' | 'FAILED' | 'skipped'
  seconds?: number
}

export interface E2eCounts {
  passed: number
  flaky: number
  failed: number
  skipped: number
  /** "did not run" and "interrupted": tests a failure or a stop kept from finishing. */
  notRun: number
}

export interface StorybookCounts {
  passed: number
  failed: number
  skipped: number
  total: number
}

export interface RunCounts {
  steps: StepResult[]
  e2e?: E2eCounts
  storybook?: StorybookCounts
}

/** The lines test.sh printed between a step's banner ("== [id] ...") and the next banner. */
export function stepSection(output: string, id: string): string | undefined {
  const lines = output.split(/\r?\n/)
  const start = lines.findIndex((line) => line.startsWith(`== [${id}] `))
  if (start < 0) return undefined
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((line) => /^== (\[[\w-]+\] |Summary$)/.test(line))
  return (end < 0 ? rest : rest.slice(0, end)).join('\n')
}

/** The summary table test.sh prints last: "<id> passed  12s  <title>". */
export function parseSteps(output: string): StepResult[] {
  const summary = output.split(/^== Summary$/m).pop()
  if (summary === undefined || summary === output) return []
  const steps: StepResult[] = []
  for (const line of summary.split(/\r?\n/)) {
    const match = /^(\S+)\s+(passed|FAILED|skipped)\b(?:\s+(\d+)s)?/.exec(line)
    if (match) steps.push({ id: match[1]!, result: match[2] as StepResult['result'], ...(match[3] ? { seconds: Number(match[3]) } : {}) })
  }
  return steps
}

/** Playwright's list reporter ends with "  12 passed (1.2m)", "  1 flaky", "  2 failed", ... */
export function parseE2e(section: string): E2eCounts | undefined {
  const counts: E2eCounts = { passed: 0, flaky: 0, failed: 0, skipped: 0, notRun: 0 }
  let seen = false
  for (const match of section.matchAll(/^\s{2}(\d+) (passed|flaky|failed|skipped|did not run|interrupted)\b/gm)) {
    seen = true
    const n = Number(match[1])
    const kind = match[2]!
    if (kind === 'did not run' || kind === 'interrupted') counts.notRun += n
    else counts[kind as 'passed' | 'flaky' | 'failed' | 'skipped'] = n
  }
  return seen ? counts : undefined
}

/** Jest's "Tests:       1 failed, 2 skipped, 180 passed, 183 total" (the last one printed). */
export function parseStorybook(section: string): StorybookCounts | undefined {
  const line = [...section.matchAll(/^Tests:\s+(.*\d+ total.*)$/gm)].pop()?.[1]
  if (!line) return undefined
  const count = (kind: string) => Number(new RegExp(`(\\d+) ${kind}\\b`).exec(line)?.[1] ?? 0)
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('todo'), total: count('total') }
}

export function parseRun(output: string): RunCounts {
  const e2eSection = stepSection(output, 'e2e')
  const storybookSection = stepSection(output, 'storybook')
  return {
    steps: parseSteps(output),
    ...(e2eSection === undefined ? {} : { e2e: parseE2e(e2eSection) }),
    ...(storybookSection === undefined ? {} : { storybook: parseStorybook(storybookSection) }),
  }
}
