import { expect, test } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

test('an owner deletes their build after the confirm and lands on the list without it', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/custom/4');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title).toBeTruthy();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    '/build/edit/4',
  );

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Voulez-vous vraiment supprimer ce build ?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/build$/);
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
  await expect(page.getByRole('link', { name: title ?? '' })).toHaveCount(0);

  await page.goto('/build/custom/4');
  await expect(page.getByRole('heading', { name: 'Build introuvable' })).toBeVisible();
});

test('an owner deletes their guide after the confirm and lands on the list without it', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  // A guide of its own, so that the demo guides other journeys read stay as they are.
  const title = 'Guide de MarieCrea à supprimer';
  const created = await apiAs<{ id: number }>(page, '/api/guides', {
    method: 'POST',
    body: {
      title,
      description: 'Un guide écrit pour être supprimé.',
      content: '<p>Bientôt supprimé.</p>',
      type: 'Guide global',
    },
  });
  expect(created.status).toBe(201);
  const { id } = created.body;
  await page.goto('/guide');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await page.goto(`/guide/custom/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    `/guide/edit/${id}`,
  );
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Voulez-vous vraiment supprimer ce guide ?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /guides? trouvés?/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

  await page.goto(`/guide/custom/${id}`);
  await expect(page.getByRole('heading', { name: 'Guide introuvable' })).toBeVisible();
});

test('a stranger sees no edit or delete buttons on someone else’s build', async ({ page }) => {
  await signInAs(page, 'PaulJoueur');
  await page.goto('/build/custom/1');
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
});
