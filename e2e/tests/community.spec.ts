import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

test('the Twitch page shows the live streamer with viewers, and a creation opens its page', async ({
  page,
}) => {
  await page.goto('/twitch');
  const lucas = page.getByRole('region', { name: 'LucasLive' });
  await expect(lucas.getByText('En direct')).toBeVisible();
  await expect(lucas.getByText('42 spectateurs')).toBeVisible();
  await expect(lucas.getByText('Farm de cartes T16')).toBeVisible();
  await expect(lucas.getByRole('link', { name: 'Voir la chaîne' })).toHaveAttribute(
    'href',
    'https://www.twitch.tv/lucas_live',
  );
  const nina = page.getByRole('region', { name: 'NinaStream' });
  await expect(nina.getByText('Hors ligne')).toBeVisible();
  await expect(nina.getByText('Aucun contenu créé')).toBeVisible();

  await lucas.getByRole('link', { name: /Build : Tornado Shot/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Tornado Shot Deadeye/ })).toBeVisible();
});

test('a signed-in user comments and replies under a demo build', async ({ page }) => {
  await signInAs(page, 'PaulJoueur');
  await page.goto('/build/custom/2');
  const text = `Super guide, merci ! ${Date.now()}`;
  await page.getByLabel('Commentaire').fill(`  ${text}  `);
  await page.getByRole('button', { name: 'Publier' }).click();
  const comment = page.getByRole('listitem').filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(page.getByLabel('Commentaire')).toHaveValue('');

  await comment.getByRole('button', { name: 'Répondre' }).click();
  await expect(comment.getByRole('button', { name: 'Publier' })).toBeDisabled();
  await comment.getByLabel('Réponse').fill('Et la suite ?');
  await comment.getByRole('button', { name: 'Publier' }).click();
  await expect(comment.getByText('Et la suite ?')).toBeVisible();
});

test('a blacklisted user sees the restriction text instead of the form', async ({ page }) => {
  await signInAs(page, 'BobBanni');
  await page.goto('/build/custom/1');
  await expect(
    page.getByText('Votre compte a été restreint. Vous ne pouvez plus participer aux discussions.'),
  ).toBeVisible();
  await expect(page.getByLabel('Commentaire')).toHaveCount(0);
});
