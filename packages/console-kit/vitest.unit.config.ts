import { defineConfig } from 'vitest/config';

// Unit tests of pure code (rules, formatters, machines, stores): in Node, in parallel.
export default defineConfig({
  test: {
    name: 'console-kit-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts', 'src/**/*.sandbox.test.ts'],
  },
});
