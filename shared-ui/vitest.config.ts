import { defineProject } from 'vitest/config';

// Node by default: only component and storage tests opt into jsdom with a file comment.
export default defineProject({
  test: {
    name: 'shared-ui',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
