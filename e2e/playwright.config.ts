import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

// Browser journeys in Debian's Chromium against the real `npm start`
// (see support/portal.ts: every run starts its own portal on free ports).
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry under CI: a journey that fails twice is a failure; one that passes on retry is reported as flaky.
  retries: process.env.CI === 'true' ? 1 : 0,
  forbidOnly: process.env.CI === 'true',
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/Stockholm',
  },
  outputDir: './test-results',
});
