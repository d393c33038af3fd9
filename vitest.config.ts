import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A few unit tests run the TypeScript compiler or the highlighter for real: seconds each, more than
    // the 5 s default on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
