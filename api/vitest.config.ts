import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starting an embedded PostgreSQL takes a moment per app.
    hookTimeout: 30_000,
    // Generous: each test starting its own app competes with the rest of the suite for 2 cores.
    testTimeout: 30_000,
  },
});
