import { defineConfig } from 'vitest/config';

// End-to-end tests: a real build served on localhost, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts', 'test/build/**/*.test.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // Tests marked concurrent (the every-page sweep) run four at a time: more only queue on two cores.
    maxConcurrency: 4,
  },
});
