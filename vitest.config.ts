import { defineConfig } from 'vitest/config';

// Unit tests of the browser packages; the API has its own suite (it needs a database).
export default defineConfig({
  test: {
    projects: ['shared-ui', 'item-text', 'shell', 'mf-reader', 'mf-author', 'mf-admin'].map(
      (name) => ({
        extends: true,
        test: { name, root: `./${name}`, include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      }),
    ),
  },
});
