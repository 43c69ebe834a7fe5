import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starting an embedded PostgreSQL takes a moment per app.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
