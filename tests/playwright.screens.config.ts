import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The screenshot pass (`npm run screens`): every page at 1280x800, light and dark, and at 390x844,
// saved under test-results/screens/ with its checks. Slow, so never part of `npm test`.
export default defineConfig({
  ...base,
  testDir: './screens',
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: [['list']],
  outputDir: '../test-results/screens',
  globalTeardown: './screens/summary.ts',
  // A page that does not come is a broken check (reported), not a pass that hangs.
  use: {
    ...base.use,
    trace: 'off',
    screenshot: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
  },
});
