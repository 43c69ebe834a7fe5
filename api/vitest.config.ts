import { defineConfig } from 'vitest/config';

// CI sets TEST_SHUFFLE_SEED: the files then run in an order drawn from it, so a file that passes
// only after another fails there, and the same seed gives the same order again. The tests of a
// file keep their order: some files tell one story step by step (a first start, then a restart).
const seed = Number(process.env.TEST_SHUFFLE_SEED);

export default defineConfig({
  test: {
    environment: 'node',
    // A focused test (`it.only`) left behind would silently skip the rest of its file.
    allowOnly: false,
    ...(Number.isInteger(seed) && { sequence: { shuffle: { files: true, tests: false }, seed } }),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starting an embedded PostgreSQL takes a moment per app.
    hookTimeout: 30_000,
    // Generous: each test starting its own app competes with the rest of the suite for 2 cores.
    testTimeout: 30_000,
  },
});
