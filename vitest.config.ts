import { defineConfig } from 'vitest/config';

/**
 * Node 25 and later define a `localStorage` global that is empty without `--localstorage-file`;
 * Vitest then keeps it instead of jsdom's working storage. The workers start without Node's Web
 * Storage, so the browser tests get jsdom's. Older Node has no such global and refuses the flag.
 */
const execArgv = 'localStorage' in globalThis ? ['--no-webstorage'] : [];

// CI sets TEST_SHUFFLE_SEED: the files then run in an order drawn from it, so a file that passes
// only after another fails there, and the same seed gives the same order again. The tests of a
// file keep their order: some files tell one story step by step (a first start, then a restart).
const seed = Number(process.env.TEST_SHUFFLE_SEED);

// Unit tests of the browser packages and of the root scripts; the API has its own suite (it needs
// a database).
export default defineConfig({
  test: {
    execArgv,
    // A form test renders the whole editor: on a busy machine its first test (which loads the
    // editor's modules) can take longer than Vitest's 5 s default without anything being wrong.
    testTimeout: 20_000,
    // A focused test (`it.only`) left behind would silently skip the rest of its file.
    allowOnly: false,
    ...(Number.isInteger(seed) && { sequence: { shuffle: { files: true, tests: false }, seed } }),
    projects: [
      ...[
        'game-facts',
        'shared-ui',
        'item-text',
        'passive-tree',
        'shell',
        'mf-reader',
        'mf-author',
        'mf-admin',
      ].map((name) => ({
        extends: true,
        test: {
          name,
          root: `./${name}`,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The English texts pages read before rendering (shared-ui's createI18n.ts).
          setupFiles: [
            '../shared-ui/src/test/englishTexts.ts',
            '../shared-ui/src/test/waitLonger.ts',
          ],
        },
      })),
      // The plain scripts behind npm start and npm test, such as which Node they run on.
      {
        extends: true,
        test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'], environment: 'node' },
      },
    ],
  },
});
