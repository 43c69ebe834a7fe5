import { expect, test, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

/** Posts through the real API with the token the page holds after signing in. */
async function post(page: Page, path: string, data: Record<string, unknown>) {
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const response = await page.request.post(path, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { comment?: { id: number } };
}

test('25 comments load as 10, 10 and 5, and the button goes at the end', async ({ page }) => {
  await signInAs(page, 'SophieAbonnee');
  for (let n = 1; n <= 25; n += 1) {
    await post(page, '/api/forum/comments', {
      contentType: 'guide',
      contentId: 2,
      content: `Message numéro ${n}`,
    });
  }
  await page.goto('/guide/custom/2');
  const comments = page.getByRole('listitem').filter({ hasText: /^SophieAbonnee.*Message numéro/ });
  const more = page.getByRole('button', { name: 'Charger plus de commentaires' });
  await expect(comments).toHaveCount(10);
  await more.click();
  await expect(comments).toHaveCount(20);
  await more.click();
  await expect(comments).toHaveCount(25);
  await expect(more).toHaveCount(0);
});

test('an admin pins a comment and it moves first; the author deletes a reply after the confirm', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  const older = `Premier avis ${Date.now()}`;
  const { comment } = await post(page, '/api/forum/comments', {
    contentType: 'build',
    contentId: 3,
    content: older,
  });
  await post(page, '/api/forum/comments', {
    contentType: 'build',
    contentId: 3,
    content: 'Un avis plus récent',
  });
  await post(page, '/api/forum/replies', { commentId: comment?.id, content: 'Réponse à retirer' });

  await page.goto('/build/custom/3');
  const list = page
    .getByRole('region', { name: 'Discussion' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Répondre' }) });
  await expect(list.first()).toContainText('Un avis plus récent');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Êtes-vous sûr de vouloir supprimer cette réponse ?');
    void dialog.accept();
  });
  const reply = page.getByRole('listitem').filter({ hasText: 'Réponse à retirer' }).last();
  await reply.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Réponse à retirer')).toHaveCount(0);

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signInAs(page, 'ExileStreamer');
  await page.goto('/build/custom/3');
  await list.filter({ hasText: older }).getByRole('button', { name: 'Épingler' }).click();
  await expect(list.first()).toContainText(older);
  await expect(list.first()).toContainText('Épinglé');
});
