import { defineConfig } from 'vitest/config';

// Files share a worker (no isolation): each starts its own sandboxes, and a fresh worker per
// file cost more than the tests (import and JIT, 200 s against 100 s in all here).
export default defineConfig({
  test: {
    name: 'sandbox',
    environment: 'node',
    isolate: false,
    // Two workers on two cores, and servers in the same processes: slower than one file alone.
    testTimeout: 15_000,
    include: ['src/**/*.test.ts'],
  },
});
