import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

test('an unreachable remote shows a French error card in its area while the navigation keeps working', async ({
  page,
}) => {
  // A createur: visitors get the shell's sign-in card and never ask for the author remote.
  await signInAs(page, 'MarieCrea');
  await page.route('**/remotes/author/**', (route) => route.abort('connectionrefused'));
  await page.goto('/guide/create');

  const card = page.getByRole('alert').filter({ hasText: 'Cette partie du site est indisponible' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Réessayer' })).toBeVisible();

  await page.getByRole('link', { name: 'Build', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
  await expect(card).toBeHidden();
});

test('Réessayer loads the remote once it can be reached again', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/reader/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/');
  const retry = page.getByRole('button', { name: 'Réessayer' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();

  blocked = false;
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Bienvenue, exilé !' })).toBeVisible();
  await expect(retry).toBeHidden();
});
