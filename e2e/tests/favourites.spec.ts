import { expect, test, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

const NECRO = /Nécromancien invocateur/;
const CRAFT = /Crafter ses premières pièces/;

/** The favourite toggle of a reading page (the page's only one, with words). */
const pageToggle = (page: Page) => page.getByRole('button', { name: /aux favoris|des favoris/ });

test('a reader marks a build and a guide, finds them in Mes favoris, removes one; the most liked come first', async ({
  page,
}, testInfo) => {
  // One long journey through six screens, two widths and a dozen round trips.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Anonymous: the count and a way to sign in, no toggle.
  await page.goto('/build');
  await page.getByRole('link', { name: NECRO }).click();
  await expect(
    page.getByRole('link', { name: 'Se connecter pour ajouter aux favoris' }),
  ).toBeVisible();
  await expect(pageToggle(page)).toHaveCount(0);

  await signInAs(page, 'PaulJoueur');
  await expect(page.getByRole('link', { name: 'Mes favoris' })).toBeVisible();

  // The demo necromancer was written for an older league: tagged, marked, dated in French.
  await page.goto('/build');
  await page.getByRole('link', { name: NECRO }).click();
  await expect(page.getByRole('heading', { level: 1, name: NECRO })).toBeVisible();
  const tag = page.getByTestId('league-tag');
  await expect(tag).toContainText('Settlers · 3.25');
  await expect(tag).toContainText('Ancienne ligue');
  await expect(tag).toContainText(/Mis à jour le \d{2}\/\d{2}\/\d{4}/);
  await expect(pageToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await pageToggle(page).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('1 favori', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('build-page-1280.png') });

  await page.goto('/guide');
  await page.getByRole('link', { name: CRAFT }).click();
  await expect(page.getByRole('heading', { level: 1, name: CRAFT })).toBeVisible();
  // Keyboard: focus the toggle and press Space.
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();

  await page.getByRole('link', { name: 'Mes favoris' }).click();
  await expect(page).toHaveURL(/\/favoris$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([CRAFT, NECRO]);
  await expect(page.getByRole('status').filter({ hasText: '2 favoris' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('favoris-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('favoris-390.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Retirer des favoris (1 favori)' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: '1 favori' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([NECRO]);

  // The build list sorted by most liked shows the marked build first, with its old-league mark.
  await page.goto('/build');
  await page.getByLabel('Trier par').selectOption({ label: 'Les plus aimés' });
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(NECRO);
  await expect(first).toContainText('Ancienne ligue');
  await expect(
    first.getByRole('button', { name: 'Retirer des favoris (1 favori)' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: testInfo.outputPath('builds-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('builds-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The league filter keeps only that league's builds.
  await page.getByRole('combobox', { name: /^Ligue/ }).selectOption('Settlers');
  await expect(page.getByRole('status').filter({ hasText: '1 build trouvé' })).toBeVisible();

  // Leave no mark behind for the other journeys sharing this server.
  await first.getByRole('button', { name: 'Retirer des favoris (1 favori)' }).click();
  await page.goto('/favoris');
  await expect(page.getByText('Aucun favori pour le moment.')).toBeVisible();
});
