import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

const FIRST = 'Choisir son premier build';
const basics = (page: Page) => page.getByRole('navigation', { name: 'Bien débuter' });

test.describe('the static guide cards, as the admin manages them', () => {
  // Other specs count on the six cards: whatever happens here, the first one comes back.
  test.afterEach(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, 'ExileStreamer');
    const res = await apiAs(page, '/api/admin/static-guides/premier-build', {
      method: 'PUT',
      body: { hidden: false },
    });
    expect(res.status).toBe(200);
    await context.close();
  });

  test('the admin hides the first card from visitors, then restores it', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'ExileStreamer');
    await page.goto('/guide');
    const first = basics(page).getByRole('listitem').first();
    await expect(first.getByRole('heading', { name: FIRST })).toBeVisible();
    // Only the first card carries them.
    await expect(basics(page).getByRole('button', { name: 'Supprimer ce guide' })).toHaveCount(1);
    await expect(basics(page).getByTitle('Modifier ce guide')).toHaveCount(1);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Voulez-vous vraiment supprimer ce guide ?');
      void dialog.accept();
    });
    await first.getByRole('button', { name: 'Supprimer ce guide' }).click();
    // Still there for the admin, greyed, with the way back.
    await expect(first.getByText('Masqué pour les visiteurs')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Rétablir ce guide' })).toBeVisible();

    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto('/guide');
    await expect(basics(anonymous).getByRole('listitem')).toHaveCount(5);
    await expect(basics(anonymous).getByRole('heading', { name: FIRST })).toHaveCount(0);
    await expect(anonymous.getByTitle('Supprimer ce guide')).toHaveCount(0);
    await anonymous.goto('/guide/premier-build');
    await expect(
      anonymous.getByRole('heading', { level: 1, name: 'Guide introuvable' }),
    ).toBeVisible();

    // A reload keeps it hidden for the admin too (the site facts are not served from a cache).
    await page.reload();
    await expect(first.getByText('Masqué pour les visiteurs')).toBeVisible();
    await first.getByRole('button', { name: 'Rétablir ce guide' }).click();
    await expect(first.getByRole('button', { name: 'Supprimer ce guide' })).toBeVisible();
    await expect(first.getByText('Masqué pour les visiteurs')).toHaveCount(0);

    await anonymous.goto('/guide');
    await expect(basics(anonymous).getByRole('listitem')).toHaveCount(6);
    await expect(basics(anonymous).getByRole('heading', { name: FIRST })).toBeVisible();
    await visitor.close();
  });

  test('« Modifier ce guide » opens the guide form filled with the first guide', async ({
    page,
  }) => {
    await signInAs(page, 'ExileStreamer');
    await page.goto('/guide');
    await basics(page).getByRole('link', { name: 'Modifier ce guide' }).click();
    await expect(page).toHaveURL(/\/guide\/create$/);
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(FIRST);
    await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      /^Votre premier personnage/,
    );
    const editor = page.locator('.DraftEditor-root');
    await expect(editor).toContainText('Votre premier personnage doit vous faire traverser');
    await expect(editor.locator('li')).toHaveCount(3);
    await expect(editor).toContainText('par la communauté du stream');
  });
});

test('a visitor opens the classes guide from the guide list and reads the seven classes', async ({
  page,
}) => {
  await page.goto('/guide');
  await basics(page)
    .getByRole('link', { name: /^Les classes/ })
    .click();
  await expect(page).toHaveURL(/\/guide\/classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Les classes' })).toBeVisible();
  // Named as the French client names them, with today's ascendancies (3.29).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Maraudeur',
    'Rôdeuse',
    'Sorcière',
    'Duelliste',
    'Templier',
    'Ombre',
    'Héritière',
  ]);
  await expect(page.getByRole('region', { name: 'Sorcière' }).getByRole('term')).toHaveText([
    'Nécromancienne',
    'Élémentaliste',
    'Occultiste',
  ]);
  await expect(page.getByRole('region', { name: 'Héritière' }).getByRole('term')).toHaveText([
    'Ascendant',
    'Reliquarian',
    'Luminary',
  ]);
});
