import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core (Vitest's default is one fewer: a single one on a 2-core machine, where
    // every file then ran after the other).
    maxWorkers: availableParallelism(),
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
