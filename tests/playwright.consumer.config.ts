import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The browser part of the consumer test (scripts/consumer.mjs runs it with CONSUMER_APP set to
// the consumer app it built outside the workspace).
export default defineConfig({
  ...base,
  testDir: './consumer-e2e',
  workers: 1,
  retries: 0,
  reporter: [['line']],
  outputDir: '../test-results/consumer',
});
