import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

// The router, the store, i18n and styled-components come through shared-ui (see mf.shared.ts).
const singletons = ['react', 'react-dom', 'shared-ui'];

interface ShareEntry {
  from: string;
}
type ShareScope = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('the reader remote runs on the shell’s single copy of every shared library and reads the shell’s store', async ({
  page,
}) => {
  const readerFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/reader/')) readerFiles.push(request.url());
  });
  await page.goto('/build');
  // The reader's injected getBuilds query answers only if it was injected into the shell's slice,
  // whose reducer and middleware are in the shell's store (a second slice would hang).
  await expect(page.getByRole('status').filter({ hasText: /builds? trouvés?/ })).toBeVisible();
  await expect(page.getByTestId('sign-in-hint')).toHaveText(
    'Connectez-vous pour voir tout le contenu.',
  );

  // What the Module Federation runtime actually resolved, per container and library.
  const share = (await page.evaluate(
    () =>
      (globalThis as unknown as { __FEDERATION__: { __SHARE__: unknown } }).__FEDERATION__
        .__SHARE__,
  )) as ShareScope;
  for (const name of singletons) {
    const versions = share.mf_reader?.default?.[name];
    expect(versions, name).toBeDefined();
    expect(
      Object.values(versions ?? {}).map((entry) => entry.from),
      name,
    ).toEqual(['shell']);
  }
  // The reader's own fallback copies of React, ReactDOM and Redux Toolkit were never downloaded.
  expect(
    readerFiles.filter((url) => /\/(react|react-dom|redux-toolkit[^/]*)-[\w-]+\.js$/.test(url)),
  ).toEqual([]);

  // The shell's store drives the remote: once the shell has signed the visitor in, the hint goes.
  await signInAs(page, 'PaulJoueur');
  await page.getByRole('link', { name: 'Build', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
  await expect(page.getByTestId('sign-in-hint')).toHaveCount(0);
});
