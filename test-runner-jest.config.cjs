// Jest config for `test-storybook`. It must be a .cjs file: the package is "type": "module"
// and the test-runner looks for test-runner-jest.config.{js,cjs} (docs/decisions/020-storybook-visual-baseline.md).
const { getJestConfig } = require('@storybook/test-runner')

const defaults = getJestConfig()

/** Debian's Chromium, or CHROMIUM_PATH (as tools/chromium/chromium.ts); Playwright never downloads a browser here. */
const chromium = require('./tools/chromium/chromium.json')
const CHROMIUM_ARGS = [
  ...chromium.args,
  // Same pixels on every machine regardless of the display it might have.
  '--force-device-scale-factor=1',
  '--font-render-hinting=none',
]

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
      },
      contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'America/Chicago' },
    },
  },
  // One story's render, play function, axe and snapshot, on a busy 2-core CI machine (docs/decisions/129-test-suite-under-load.md).
  testTimeout: 90000,
}
