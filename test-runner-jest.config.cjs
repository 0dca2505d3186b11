// Jest config for `test-storybook`. It must be a .cjs file: the package is "type": "module"
// and the test-runner looks for test-runner-jest.config.{js,cjs} (design.md section 7).
const { getJestConfig } = require('@storybook/test-runner')

const defaults = getJestConfig()

/** Debian's Chromium; Playwright never downloads a browser here. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
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
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
      contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'America/Chicago' },
    },
  },
  testTimeout: 30000,
}
