// One lint setup for the whole workspace: TypeScript rules everywhere, React hooks rules in the
// browser packages, and the dependency rule of the house style (remotes never import each other,
// the shell, or the API; shared-ui and the API import no app package; item-text imports no
// app package and no shared-ui, nor does passive-tree; game-facts imports no other package).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appPackages = ['shell', 'mf-reader', 'mf-author', 'mf-admin', 'api'];
const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        // The package by name, or a relative path climbing out into its folder.
        regex: `^(${name}|(\\.\\./)+${name})(/|$)`,
        message: `The dependency rule forbids importing ${name} here.`,
      })),
    },
  ],
});

// Reached through shared-ui, which is the one shared singleton: imported directly, each would
// bring a second copy with its own router, store, translations or style sheet. Tests, the
// remotes' standalone test helpers and the server render (bundled on its own) may use them.
const facaded = [
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next', // types only: the runtime is shared-ui's translator
  'styled-components',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      '**/storybook-static',
      '**/.data',
      '**/.__mf__temp',
      'e2e/test-results',
      'e2e/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{shell,mf-reader,mf-author,mf-admin,shared-ui}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['{api,e2e,scripts}/**/*.{ts,mjs,js}', '*.js', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // A focused test silently skips the others, a skipped one hides a failure: neither is
    // committed. Playwright's `test.skip(condition, 'reason')` inside a journey stays allowed.
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='only'][object.name=/^(it|test|describe|suite)$/]",
          "MemberExpression[property.name='only'][object.property.name='describe']",
        ].map((selector) => ({
          selector,
          message: 'A focused test (.only) skips all the others: remove .only.',
        })),
        {
          selector:
            "CallExpression[callee.property.name=/^(skip|fixme)$/][callee.object.name=/^(it|test|describe|suite)$/]:not([arguments.1.type='Literal'])",
          message:
            'No skipped test: fix it, delete it, or use skipIf with the condition in its title.',
        },
      ],
    },
  },
  { files: ['shared-ui/**'], rules: forbid(...appPackages) },
  { files: ['item-text/**'], rules: forbid(...appPackages, 'shared-ui') },
  { files: ['passive-tree/**'], rules: forbid(...appPackages, 'shared-ui') },
  { files: ['game-facts/**'], rules: forbid(...appPackages, 'shared-ui', 'item-text') },
  { files: ['mf-reader/**'], rules: forbid('shell', 'mf-author', 'mf-admin', 'api') },
  { files: ['mf-author/**'], rules: forbid('shell', 'mf-reader', 'mf-admin', 'api') },
  { files: ['mf-admin/**'], rules: forbid('shell', 'mf-reader', 'mf-author', 'api') },
  { files: ['shell/**'], rules: forbid('mf-reader', 'mf-author', 'mf-admin', 'api') },
  { files: ['api/**'], rules: forbid('shell', 'mf-reader', 'mf-author', 'mf-admin', 'shared-ui') },
  {
    files: ['{shell,mf-reader,mf-author,mf-admin}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '*/src/test/**', 'shell/src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: facaded.map((name) => ({
            regex: `^${name.replace('/', '\\/')}(/|$)`,
            message: `Import ${name} through shared-ui: one copy is shared by the shell and the remotes.`,
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
);
