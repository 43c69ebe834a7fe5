import { inflateSync } from 'node:zlib';
import { expect, test } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { rateUnrated } from '../support/ratings.js';
import { signInAs } from '../support/signIn.js';

// Goldrim as the current French client copies it (Ctrl+C): French class, rarity, name, base and
// labels, a space before each colon. The names are the game's own (xiletrade's fr-FR data).
const BORDORE = [
  "Classe d'objet : Casques",
  'Rareté : Unique',
  'Bordoré',
  'Capuchon en cuir',
  '--------',
  "Score d'Évasion : 33",
  '--------',
  'Châsses : G-G',
  '--------',
  "Niveau de l'objet : 68",
  '--------',
  '+30% à toutes les Résistances élémentaires',
  '--------',
  'Corrompu',
].join('\n');

const PICTURE = '/images/uniques/Goldrim.png';

/** The XML inside a Path of Building code: URL-safe base64 of zlib-deflated text. */
const pobXml = (code: string) =>
  inflateSync(Buffer.from(code.replace(/-/g, '+').replace(/_/g, '/'), 'base64')).toString('utf8');

test('a unique pasted from the French client shows its French name and picture, and exports in English', async ({
  page,
  request,
}) => {
  await signInAs(page, 'ExileStreamer');
  await page.goto('/build/create');
  await page.getByLabel('Classe').selectOption('Marauder');
  await page.getByLabel('Titre du build').fill('Casque copié du client français (parcours)');

  await page.getByRole('button', { name: 'Casque : vide, cliquez pour ajouter un objet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Équipement : Casque' });
  await dialog.getByLabel("Texte de l'objet copié dans le jeu").fill(BORDORE);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  // The French name the text prints, over the picture filed under the English name.
  const slot = page.getByRole('button', { name: 'Casque : Bordoré' });
  await expect(slot).toBeVisible();
  await expect(slot.locator('img')).toHaveAttribute('src', PICTURE);
  await expect
    .poll(() => slot.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const picture = await request.get(PICTURE);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  await page.getByLabel('Public').check();
  await rateUnrated(page);
  await page.getByRole('button', { name: 'Publier le build' }).click();
  await expect(page.getByText('Build publié !')).toBeVisible();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The reading grid names it in French too, with the same picture.
  const shown = page.getByRole('group', { name: 'Bordoré' });
  await expect(shown).toBeVisible();
  await expect(shown.locator('img.item')).toHaveAttribute('src', PICTURE);

  // Path of Building gets the English name and base, and English field names and mods.
  const exported = await request.get(`/api/builds/${id}/pob`);
  expect(exported.status()).toBe(200);
  const xml = pobXml(((await exported.json()) as { code: string }).code);
  const item = /<Item [^>]*>([\s\S]*?)<\/Item>/.exec(xml)?.[1] ?? '';
  const lines = item.split('\n').map((line) => line.trim());
  expect(lines.filter((line) => line !== '').slice(0, 3)).toEqual([
    'Rarity: UNIQUE',
    'Goldrim',
    'Leather Cap',
  ]);
  expect(lines).toContain('Sockets: G-G');
  expect(lines).toContain('Item Level: 68');
  expect(lines).toContain('Corrupted');
  // Its mod line too, through the trade site's French and English stat texts.
  expect(lines).toContain('+30% to all Elemental Resistances');
  expect(xml).not.toContain('Bordoré');
  expect(xml).toMatch(/<Slot [^>]*name="Helmet"/);

  await apiAs(page, `/api/builds/${id}`, { method: 'DELETE' });
});
