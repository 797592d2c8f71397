import { defineConfig } from 'vitest/config';

// Component tests: pages in jsdom, each test worker against its own sandbox. Test files that
// need the DOM or the sandbox but are not components end in .dom.test.ts or .sandbox.test.ts; the
// other .test.ts files are pure and run in vitest.unit.config.ts.
export default defineConfig({
  test: {
    name: 'console-kit',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'src/**/*.sandbox.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 15000,
  },
});
