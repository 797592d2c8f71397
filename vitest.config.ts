import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/sandbox',
      'packages/console-kit/vitest.config.ts',
      'packages/console-kit/vitest.unit.config.ts',
      {
        test: {
          name: 'host',
          include: ['examples/standalone/server/**/*.test.mjs', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
