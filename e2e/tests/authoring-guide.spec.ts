import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { gradientPng } from '../support/png.js';
import { signInAs } from '../support/signIn.js';

const GOLDRIM = [
  'Item Class: Helmets',
  'Rarity: Unique',
  'Goldrim',
  'Leather Cap',
  '--------',
  'Evasion Rating: 36 (augmented)',
  '--------',
  'Requirements:',
  'Level: 1',
  '--------',
  'Item Level: 12',
  '--------',
  '+38% to all Elemental Resistances',
  '10% increased Rarity of Items found',
  '--------',
  'No metal slips as easily through the fingers as gold.',
].join('\n');

async function insertFromToolbar(page: Page, button: string) {
  await page
    .getByRole('group', { name: 'Insérer dans le texte' })
    .getByRole('button', { name: button, exact: true })
    .click();
}

/** Shared by the editor and the reader: the heading, the list items and the link. */
async function expectText(root: ReturnType<Page['locator']>) {
  await expect(root.getByRole('heading', { level: 2, name: 'Les bases du craft' })).toBeVisible();
  await expect(root.locator('li')).toHaveText(['Orbe de transmutation', 'Orbe d’altération']);
  await expect(root.getByRole('link', { name: 'le wiki' })).toHaveAttribute(
    'href',
    'https://www.poewiki.net/',
  );
}

/** The editor draws each insert as one character with its picture (a span, role img). */
async function expectInEditor(page: Page) {
  const root = page.locator('.DraftEditor-root');
  await expectText(root);
  await expect(root.locator('.gem-insert[role="img"][aria-label="Fireball"]')).toHaveCount(1);
  await expect(root.locator('.currency-insert[role="img"][aria-label="Chaos Orb"]')).toHaveCount(1);
  await expect(root.locator('.item-insert[role="img"][aria-label="Goldrim"]')).toHaveCount(1);
  await expect(root.locator('[role="img"][aria-label="L’établi de craft"]')).toHaveCount(1);
}

/** What the reader shows: the same text and the real images with the inserts' data. */
async function expectInReader(page: Page) {
  const root = page.locator('main');
  await expectText(root);
  await expect(root.locator('img.gem-insert[data-name="Fireball"]')).toHaveCount(1);
  await expect(root.locator('img.currency-insert[data-name="Chaos Orb"]')).toHaveCount(1);
  const item = root.locator('img.item-insert[data-name="Goldrim"]');
  await expect(item).toHaveAttribute('data-base', 'Leather Cap');
  await expect(item).toHaveAttribute('data-rarity', 'unique');
  await expect(root.locator('img[alt="L’établi de craft"]')).toHaveAttribute(
    'src',
    /^\/uploads\/[\w-]+\.png$/,
  );
  await expect(root.locator('img[src^="data:"]')).toHaveCount(0);
}

test('a createur writes a guide with a heading, a list, a link, inserts and an uploaded image, and the guide screen shows the same', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'MarieCrea');
  await page.goto('/guide/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un guide' })).toBeVisible();
  // Only an admin chooses to publish.
  // Only an admin ticks Public; a createur chooses between a draft and a submission.
  await expect(page.getByLabel('Public', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Enregistrer comme brouillon' })).toBeChecked();

  await page.getByLabel('Type').selectOption('Guide de craft');
  await page.getByLabel('Titre', { exact: true }).fill('Crafter ses premières bottes');
  await page.getByLabel('Description').fill('Un guide pas à pas.');
  await expect(page.getByText('181 caractères restants')).toBeVisible();
  await page.getByLabel('Description').fill('x'.repeat(230));
  await expect(page.getByText('0 caractères restants')).toBeVisible();
  await page.getByLabel('Description').fill('Un guide pas à pas.');

  const editor = page.getByRole('textbox', { name: 'Contenu du guide' });
  await editor.click();
  await page.getByLabel('Style du paragraphe').selectOption('header-two');
  await editor.pressSequentially('Les bases du craft');
  await editor.press('Enter');
  await page.getByRole('button', { name: 'Liste à puces' }).click();
  await editor.pressSequentially('Orbe de transmutation');
  await editor.press('Enter');
  await editor.pressSequentially('Orbe d’altération');
  await editor.press('Enter');
  await page.getByRole('button', { name: 'Liste à puces' }).click();
  await editor.pressSequentially('Voir le wiki');
  for (let i = 0; i < 'le wiki'.length; i += 1) await editor.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Lien', exact: true }).click();
  await page.getByLabel('Adresse du lien').fill('https://www.poewiki.net/');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await editor.press('End');
  await editor.pressSequentially(' puis ');

  await insertFromToolbar(page, 'Gemme');
  const gems = page.getByRole('dialog', { name: 'Insérer une gemme' });
  await gems.getByPlaceholder('Filtrer par nom...').fill('Fireball');
  await gems.getByRole('button', { name: 'Boule de feu', exact: true }).click();
  await expect(gems).toBeHidden();

  await insertFromToolbar(page, 'Monnaie');
  const currencies = page.getByRole('dialog', { name: 'Insérer une monnaie' });
  await expect(currencies.getByRole('heading', { name: /^Monnaies \(\d+\)$/ })).toBeVisible();
  await currencies.getByPlaceholder('Filtrer par nom...').fill('Chaos Orb');
  await currencies.getByRole('button', { name: 'Orbe du chaos', exact: true }).click();
  await expect(currencies).toBeHidden();

  await insertFromToolbar(page, 'Objet');
  const itemDialog = page.getByRole('dialog', { name: 'Insérer un objet' });
  await itemDialog.getByLabel("Texte de l'objet copié dans le jeu").fill('Du texte au hasard');
  await expect(itemDialog.getByRole('button', { name: 'Insérer dans le texte' })).toBeDisabled();
  await itemDialog.getByLabel("Texte de l'objet copié dans le jeu").fill(GOLDRIM);
  await expect(itemDialog.getByText('Objet reconnu : Goldrim (Leather Cap)')).toBeVisible();
  await itemDialog.getByRole('button', { name: 'Insérer dans le texte' }).click();
  await expect(itemDialog).toBeHidden();

  await insertFromToolbar(page, 'Image');
  const imageDialog = page.getByRole('dialog', { name: 'Insérer une image' });
  await imageDialog.locator('input[type="file"]').setInputFiles({
    name: 'atelier.png',
    mimeType: 'image/png',
    buffer: gradientPng(1600, 900),
  });
  await imageDialog.getByLabel('Texte alternatif').fill('L’établi de craft');
  await imageDialog.getByRole('button', { name: 'Insérer', exact: true }).click();
  await expect(imageDialog).toBeHidden({ timeout: 15_000 });
  // The summary panel reports the picture the browser shrank to 1200 px.
  await expect(page.getByText(/1200\s*[×x]\s*675/)).toBeVisible();

  await expectInEditor(page);

  await page.getByRole('radio', { name: 'Soumettre pour publication' }).check();
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(
    page.getByText('Soumis pour publication ! Un administrateur va le valider.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/guide$/);

  const found = await apiAs<{ guides: { id: number; is_public: boolean }[] }>(
    page,
    `/api/guides?search=${encodeURIComponent('Crafter ses premières bottes')}`,
  );
  const guide = found.body.guides[0];
  expect(guide?.is_public).toBe(false);

  await page.goto(`/guide/custom/${guide?.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crafter ses premières bottes' }),
  ).toBeVisible();
  await expect(page.getByText('En attente de validation')).toBeVisible();
  await expectInReader(page);

  // Loaded back into the editor, the same content comes out unchanged.
  await page.goto(`/guide/edit/${guide?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le guide' })).toBeVisible();
  await expectInEditor(page);
  // Waiting for validation, it stays submitted when saved again.
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(
    page.getByText('Soumis pour publication ! Un administrateur va le valider.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guide/custom/${guide?.id}$`));
  await expectInReader(page);

  await apiAs(page, `/api/guides/${guide?.id}`, { method: 'DELETE' });
});

test('the guide edit screen says when a guide does not exist', async ({ page }) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/guide/edit/999999');
  await expect(page.getByRole('heading', { name: 'Guide introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/guide');
});

test('a visitor is invited to sign in and a plain user is refused on the authoring screens', async ({
  page,
}) => {
  await page.goto('/build/create');
  await expect(page.getByRole('heading', { name: 'Connexion requise' })).toBeVisible();
  await signInAs(page, 'PaulJoueur');
  await page.goto('/guide/create');
  await expect(page.getByRole('heading', { name: 'Accès Refusé' })).toBeVisible();
});

test('an admin ticks Public, publishes a guide directly, and a visitor reads it', async ({
  page,
  browser,
  request,
}) => {
  await signInAs(page, 'ExileStreamer');
  await page.goto('/guide/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un guide' })).toBeVisible();
  const isPublic = page.getByLabel('Public');
  await expect(isPublic).not.toBeChecked();
  await isPublic.check();
  await page.getByLabel('Titre', { exact: true }).fill('Les premières cartes (parcours admin)');
  await page.getByLabel('Description').fill('Publié sans attendre de validation.');
  const editor = page.getByRole('textbox', { name: 'Contenu du guide' });
  await editor.click();
  await editor.pressSequentially('Commencez par les cartes blanches.');
  // An admin's button publishes; the draft wording is for the other authors.
  await expect(page.getByRole('button', { name: 'Enregistrer comme brouillon' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publier le guide' }).click();
  await expect(page.getByText('Guide publié !')).toBeVisible();
  await expect(page).toHaveURL(/\/guide$/);

  const found = await apiAs<{ guides: { id: number }[] }>(
    page,
    `/api/guides?search=${encodeURIComponent('Les premières cartes (parcours admin)')}`,
  );
  const id = found.body.guides[0]?.id;
  const anonymous = await request.get(`/api/guides/${id}`);
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.json()).toMatchObject({ is_public: true, review_status: 'published' });

  const visitor = await browser.newPage();
  await visitor.goto(`/guide/custom/${id}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Les premières cartes (parcours admin)' }),
  ).toBeVisible();
  await expect(visitor.getByText('Commencez par les cartes blanches.')).toBeVisible();
  await expect(visitor.getByText('En attente de validation')).toHaveCount(0);
  await visitor.close();

  await apiAs(page, `/api/guides/${id}`, { method: 'DELETE' });
});
