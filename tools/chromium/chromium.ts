// The Chromium every browser step launches (Playwright e2e, the Storybook test-runner through
// test-runner-jest.config.cjs, the JS-before-idle guard and the bench): Debian's
// /usr/bin/chromium (tools/chromium/chromium.json) unless CHROMIUM_PATH names another build, for a machine
// without apt (docs/decisions/030-test-and-serve-harness.md). No browser is ever downloaded.
import { accessSync, constants } from 'node:fs'
import chromiumConfig from './chromium.json' with { type: 'json' }

/** Headless flags shared by every launch (tools/chromium/chromium.json). */
export const CHROMIUM_ARGS: readonly string[] = chromiumConfig.args

/** CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || chromiumConfig.executablePath
}

/** Why Chromium cannot be launched (a sentence saying what to do), or null when it can. */
export function chromiumMissing(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = chromiumPath(env)
  try {
    accessSync(file, constants.X_OK)
    return null
  } catch {
    return env.CHROMIUM_PATH ? `CHROMIUM_PATH=${file} is not an executable file` : `${file} not found: install Debian's chromium package, or set CHROMIUM_PATH to an installed Chromium or Chrome`
  }
}
