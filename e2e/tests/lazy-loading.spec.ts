import { expect, test, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

/** Every request a page makes, with the body of each script, for assertions on what was sent. */
function recordScripts(page: Page) {
  const urls: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    urls.push(response.url());
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  return { urls, scripts: () => Promise.all(scripts) };
}

test('an anonymous visit to / and /build fetches no author or admin code and no Draft.js', async ({
  page,
}) => {
  const recorded = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, exilé !');
  await page.getByRole('link', { name: 'Build', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
  await page.goto('/build');
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();

  expect(recorded.urls.some((url) => url.includes('/remotes/reader/remoteEntry.js'))).toBe(true);
  expect(recorded.urls.filter((url) => /\/remotes\/(author|admin)\//.test(url))).toEqual([]);
  const bodies = await recorded.scripts();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => /DraftEditor|draft-js|draftjs/i.test(body))).toEqual([]);
});

test('the author remote loads only on the authoring routes, and only for those who may write', async ({
  page,
}) => {
  const recorded = recordScripts(page);
  await page.goto('/guide/create');
  // A visitor gets the shell's sign-in card: the author code is never fetched for them.
  await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
  expect(recorded.urls.filter((url) => /\/remotes\/(author|admin)\//.test(url))).toEqual([]);

  await signInAs(page, 'MarieCrea');
  await page.goto('/guide/create');
  await expect(page.getByRole('heading', { name: 'Créer un guide' })).toBeVisible();
  expect(recorded.urls.some((url) => url.includes('/remotes/author/remoteEntry.js'))).toBe(true);
  expect(recorded.urls.some((url) => url.includes('/remotes/admin/'))).toBe(false);

  await page.goto('/build/edit/3');
  await expect(page.getByRole('heading', { name: 'Modifier le build' })).toBeVisible();
});

test('the admin remote loads only on /admin, and only for an admin', async ({ page }) => {
  const recorded = recordScripts(page);
  await page.goto('/twitch');
  await expect(page.getByRole('heading', { name: 'Communauté Twitch' })).toBeVisible();
  await page.goto('/admin');
  // An anonymous visitor gets the shell's sign-in gate, and no admin code.
  await expect(page.getByRole('heading', { name: 'Accès Administrateur' })).toBeVisible();
  expect(recorded.urls.filter((url) => /\/remotes\/(author|admin)\//.test(url))).toEqual([]);

  await signInAs(page, 'ExileStreamer');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  expect(recorded.urls.some((url) => url.includes('/remotes/admin/remoteEntry.js'))).toBe(true);
  expect(recorded.urls.some((url) => url.includes('/remotes/author/'))).toBe(false);
});

test('a French visit never fetches the reader’s English texts; the flag switches the site to English', async ({
  page,
}) => {
  const recorded = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, exilé !');
  const bodies = await recorded.scripts();
  expect(bodies.filter((body) => body.includes('Welcome, exile!'))).toEqual([]);

  await page.getByRole('button', { name: 'Passer le site en anglais' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, exile!');
  await page.goto('/build');
  await expect(page.getByRole('heading', { name: 'Build examples' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch the site to French' }).click();
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
});
