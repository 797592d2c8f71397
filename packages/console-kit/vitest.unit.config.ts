import { defineConfig } from 'vitest/config';

// Unit tests of pure code (rules, formatters, machines, stores): in Node, in parallel.
export default defineConfig({
  test: {
    name: 'console-kit-unit',
    environment: 'node',
    // Pure code: one worker may run many files.
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts', 'src/**/*.sandbox.test.ts'],
  },
});
