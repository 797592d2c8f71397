import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module of the repo's scripts, without type declarations.
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const executablePath = (findChromium as () => string | null)();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/chromium.mjs` first.');

export default defineConfig({
  testDir: './e2e',
  // The longest flows (a carrier with every validation message) take about 20 s on a quiet machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  // In CI a test that fails is run once more, so that one unlucky timing on a loaded machine does
  // not throw a whole run away; a test that passes only the second time is reported as flaky, by
  // name, in the summary of `npm test`, to be fixed. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]]
    : [
        ['list'],
        ['json', { outputFile: '../test-results/e2e.json' }],
        ['html', { open: 'never', outputFolder: '../playwright-report' }],
      ],
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs about a quarter of a test's time here (a DOM snapshot at every
    // step). CI runs every failed test once more, and records that run; a local run, which does
    // not retry, records every test and keeps the traces of those that fail.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS as string[],
    },
  },
});
