import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/sandbox',
      'packages/console-kit/vitest.config.ts',
      'packages/console-kit/vitest.unit.config.ts',
    ],
  },
});
