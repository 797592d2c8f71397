import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
    maxWorkers: 2,
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
