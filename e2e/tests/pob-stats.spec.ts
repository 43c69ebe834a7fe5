import { deflateSync } from 'node:zlib';
import { expect, test } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { rateUnrated } from '../support/ratings.js';
import { signInAs } from '../support/signIn.js';
import { OCC_VORTEX_XML } from '../../api/src/pob/fixtures/occVortex.js';

// A real export: Path of Building Community's spec/TestBuilds/3.13/OccVortex.xml (see the fixture).
const CODE = deflateSync(OCC_VORTEX_XML).toString('base64url');

test('an imported build keeps what Path of Building computed, on its page and its card', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'ExileStreamer');
  await page.goto('/build/create');
  await page.getByRole('button', { name: 'Importer depuis Path of Building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer depuis Path of Building' });
  await dialog.getByLabel("Code d'export ou lien de partage").fill(CODE);
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(
    page.getByText('Build importé : vérifiez chaque onglet, puis enregistrez.'),
  ).toBeVisible();
  await expect(page.getByLabel('Classe')).toHaveValue('Witch');
  // Every gem found a socket: no warning names one « sans emplacement ».
  await expect(page.getByText(/sans emplacement/)).toHaveCount(0);
  await expect(page.getByText('New Item')).toHaveCount(0);

  // The ratings are the author's to choose: the form asks before saving anything.
  await expect(page.getByText('À choisir')).toHaveCount(5);
  const title = `Vortex de l’Occultiste (PoB) ${testInfo.repeatEachIndex}-${Date.now()}`;
  await page.getByLabel('Titre du build').fill(title);
  await page.getByLabel('Public').check();
  await page.getByRole('button', { name: 'Publier le build' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Erreur lors de la création du' }),
  ).toContainText('choisissez les notes');
  await expect(page).toHaveURL(/\/build\/create$/);
  await page.screenshot({ path: testInfo.outputPath('pob-stats-form-390.png'), fullPage: true });
  await rateUnrated(page);
  await page.getByRole('button', { name: 'Publier le build' }).click();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  const summary = page.getByRole('region', { name: 'Calculé par Path of Building' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Vie', { exact: true })).toBeVisible();
  await expect(summary).toContainText(/6\s728/);
  await expect(summary).toContainText('DPS de la compétence principale');
  await expect(summary).toContainText(/567\sk/);
  await expect(page.getByText('New Item')).toHaveCount(0);
  await expect(page.getByText(/sans emplacement/)).toHaveCount(0);
  // The main skill sits in the body armour's six-link.
  await expect(page.getByRole('img', { name: /Vortex/ }).first()).toBeAttached();
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`pob-stats-page-${width}.png`) });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/build?classe=Witch');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByTestId('card-pob')).toHaveText(/6\s728 PV · 567\sk DPS/);
  await page.screenshot({ path: testInfo.outputPath('pob-stats-card-390.png') });

  await apiAs(page, `/api/builds/${id}`, { method: 'DELETE' });
});
