import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'console-kit',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 15000,
  },
});
