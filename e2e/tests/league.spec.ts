import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

// A local start (UPSTREAM_MODE=fake) follows the bundled facts until an admin runs a check,
// which reads the trade site's stand-in in its real format.
test('the admin page says which league the site follows, and a check finds it on the trade site', async ({
  page,
}) => {
  await signInAs(page, 'ExileStreamer');
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Ligue suivie' });
  await expect(card.getByText('Allflame — version 3.29')).toBeVisible();
  await expect(card.getByText("Version d'après la table intégrée des ligues.")).toBeVisible();

  await card.getByRole('button', { name: 'Vérifier maintenant' }).click();
  await expect(
    card.getByText("Trouvée sur le site d'échange officiel (liste des ligues)."),
  ).toBeVisible();
  await expect(card.getByText(/^Suivie depuis le /)).toBeVisible();
  await expect(card.getByText(/stand-ins locaux/)).toBeVisible();
});

test('the site names the followed league as the current one, without configuration', async ({
  page,
}) => {
  const site = await page.request.get('/api/site');
  expect((await site.json()) as { game: object }).toMatchObject({
    game: { league: 'Allflame', gameVersion: '3.29' },
  });
});
