import { expect, test, type Page } from '../support/test.js';
import { rateUnrated } from '../support/ratings.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

const GOLDRIM = [
  'Item Class: Helmets',
  'Rarity: Unique',
  'Goldrim',
  'Leather Cap',
  '--------',
  'Evasion Rating: 36',
  '--------',
  'Item Level: 12',
  '--------',
  '+38% to all Elemental Resistances',
].join('\n');

const WAND = [
  'Item Class: Wands',
  'Rarity: Magic',
  'Heated Driftwood Wand of Light',
  '--------',
  'Wand',
  'Physical Damage: 5-9',
  '--------',
  'Item Level: 4',
  '--------',
  'Adds 2 to 4 Fire Damage to Attacks',
].join('\n');

const STORM_STRIDE = [
  'Item Class: Boots',
  'Rarity: Rare',
  'Storm Stride',
  'Two-Toned Boots',
  '--------',
  'Armour: 152',
  '--------',
  'Item Level: 85',
  '--------',
  '30% increased Movement Speed',
].join('\n');

const DOOM_LOOP = [
  'Item Class: Rings',
  'Rarity: Rare',
  'Doom Loop',
  'Iron Ring',
  '--------',
  'Item Level: 80',
  '--------',
  'Adds 1 to 4 Physical Damage to Attacks (implicit)',
  '--------',
  '+60 to maximum Life',
].join('\n');

async function pasteInSlot(page: Page, slot: string, text: string) {
  await page.getByRole('button', { name: `${slot} : vide, cliquez pour ajouter un objet` }).click();
  const dialog = page.getByRole('dialog', { name: `Équipement : ${slot}` });
  await dialog.getByLabel("Texte de l'objet copié dans le jeu").fill(text);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
}

async function socketGem(page: Page, slot: string, socket: number, search: string, name: string) {
  await page
    .getByRole('button', {
      name: `${slot}, emplacement ${socket} : vide, cliquez pour choisir une gemme`,
    })
    .click();
  const picker = page.getByRole('dialog', { name: 'Insérer une gemme' });
  await picker.getByPlaceholder('Filtrer par nom...').fill(search);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `${slot}, emplacement ${socket} : ${name}` }),
  ).toBeVisible();
}

async function insertFromToolbar(page: Page, button: string) {
  await page
    .getByRole('group', { name: 'Insérer dans le texte' })
    .getByRole('button', { name: button, exact: true })
    .click();
}

async function writePhase(page: Page, tab: string, text: string) {
  await page.getByRole('tab', { name: tab }).click();
  const editor = page.getByRole('textbox', { name: `Texte : ${tab}` });
  await editor.click();
  await editor.pressSequentially(text);
}

/** Every `GET /api/builds/{id}` the page sends from now on. */
function readsOfOneBuild(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && /^\/api\/builds\/\d+$/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

test('a createur builds across the six tabs, submits it for review, and it reads back identically', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer un build personnalisé' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Général' })).toHaveAttribute('aria-selected', 'true');

  // The ascendancy appears once a class is chosen, and a new class empties it.
  await expect(page.getByLabel('Ascendance')).toHaveCount(0);
  await page.getByLabel('Classe').selectOption('Witch');
  await page.getByLabel('Ascendance').selectOption('Necromancer');
  await page.getByLabel('Classe').selectOption('Templar');
  await expect(page.getByLabel('Ascendance')).toHaveValue('');
  await page.getByLabel('Ascendance').selectOption('Hierophant');

  await page.getByLabel('Titre du build').fill('Totems du Hiérophante (parcours)');
  await page
    .getByLabel('Introduction')
    .fill('Des totems qui lancent des sorts pendant que vous restez à l’abri.');
  // Nothing is rated for the author: each criterion says « À choisir ».
  await expect(page.getByText('À choisir')).toHaveCount(5);
  await page.getByText('★').first().click();
  await expect(page.getByLabel('Difficulté : 1 sur 5')).toBeChecked();

  await pasteInSlot(page, 'Casque', GOLDRIM);
  await expect(page.getByRole('button', { name: 'Casque : Goldrim' })).toBeVisible();
  await pasteInSlot(page, 'Torse', 'Une armure à trouver en route');
  await expect(
    page.getByRole('button', { name: 'Torse : Une armure à trouver en route' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Retirer Torse' }).click();
  await expect(
    page.getByRole('button', { name: 'Torse : vide, cliquez pour ajouter un objet' }),
  ).toBeVisible();

  await socketGem(page, 'Casque', 1, 'Fireball', 'Boule de feu');
  await socketGem(page, 'Casque', 2, 'Spell Totem', 'Soutien : Totem incantateur');
  await page
    .getByLabel("Arbre de l'atlas")
    .fill('https://www.pathofexile.com/fullscreen-atlas-skill-tree');

  await writePhase(page, 'Leveling', 'Boule de feu dès le niveau 1.');
  await pasteInSlot(page, 'Arme', WAND);
  await expect(
    page.getByRole('button', { name: 'Arme : Heated Driftwood Wand of Light' }),
  ).toBeVisible();
  await socketGem(page, 'Arme 1', 1, 'Fireball', 'Boule de feu');
  await writePhase(page, 'Premier Équipement', 'Des résistances avant tout.');
  await writePhase(page, 'Endgame', 'Passer aux totems à l’acte 4.');
  await writePhase(page, 'Optimisation', 'Un bouclier avec des charges de puissance.');
  await writePhase(page, 'Mécaniques', 'Les totems héritent de vos bonus.');
  await expect(page.getByRole('heading', { name: 'Équipement' })).toHaveCount(0);

  // The choice sits on the first tab, with the title.
  await page.getByRole('tab', { name: 'Général' }).click();
  await rateUnrated(page);
  await page.getByRole('radio', { name: 'Soumettre pour publication' }).check();
  const buildReads = readsOfOneBuild(page);
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(
    page.getByText('Soumis pour publication ! Un administrateur va le valider.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Totems du Hiérophante (parcours)' }),
  ).toBeVisible();
  // The page shows the build the save answered with: it is not read again.
  expect(buildReads).toEqual([]);
  await expect(page.getByText('En attente de validation')).toBeVisible();
  // The reader shows a unique's French name in French.
  await expect(page.getByLabel('Bordoré').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Boule de feu' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Leveling' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Boule de feu dès le niveau 1.');
  await page.getByRole('tab', { name: 'Mécaniques' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Les totems héritent de vos bonus.');

  // Not public until an admin publishes it.
  expect((await request.get(`/api/builds/${id}`)).status()).toBe(404);

  const stored = await apiAs<Record<string, unknown>>(page, `/api/builds/${id}`);
  expect(stored.body).toMatchObject({
    classe: 'Templar',
    ascendancy: 'Hierophant',
    is_public: false,
    review_status: 'pending',
    // Difficulty chosen by a star; the four others rated 3 before saving (rateUnrated).
    ratings: { difficulte: 1, cout: 3, boss: 3, rapidite: 3, survie: 3 },
    atlas_tree_url: 'https://www.pathofexile.com/fullscreen-atlas-skill-tree',
    equipment: { helmet: { name: 'Goldrim', base: 'Leather Cap', rarity: 'unique' } },
    leveling_equipment: { weapon: { base: 'Driftwood Wand', rarity: 'magic' } },
    gem_sockets_main: { Casque: [{ name: 'Fireball' }, { name: 'Spell Totem Support' }] },
    gem_sockets_leveling: { 'Arme 1': [{ name: 'Fireball' }] },
  });

  // The edit screen opens with everything as it was saved.
  await page.goto(`/build/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le build' })).toBeVisible();
  await expect(page.getByLabel('Titre du build')).toHaveValue('Totems du Hiérophante (parcours)');
  await expect(page.getByLabel('Ascendance')).toHaveValue('Hierophant');
  await expect(page.getByLabel('Difficulté : 1 sur 5')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Casque : Goldrim' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Casque, emplacement 2 : Soutien : Totem incantateur' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Endgame' }).click();
  await expect(page.getByRole('textbox', { name: 'Texte : Endgame' })).toContainText(
    'Passer aux totems à l’acte 4.',
  );
  // Waiting for validation, it stays submitted when saved again.
  const readsAfterEdit = readsOfOneBuild(page);
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(
    page.getByText('Soumis pour publication ! Un administrateur va le valider.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/build/custom/${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Totems du Hiérophante (parcours)' }),
  ).toBeVisible();
  expect(readsAfterEdit).toEqual([]);

  await apiAs(page, `/api/builds/${id}`, { method: 'DELETE' });
});

test('an admin publishes a build directly and anyone can read it', async ({ page, request }) => {
  await signInAs(page, 'ExileStreamer');
  await page.goto('/build/create');
  await page.getByLabel('Classe').selectOption('Marauder');
  await page.getByLabel('Titre du build').fill('Build publié par l’admin (parcours)');
  await expect(page.getByLabel('Public')).not.toBeChecked();
  await page.getByLabel('Public').check();
  await rateUnrated(page);
  await page.getByRole('button', { name: 'Publier le build' }).click();
  await expect(page.getByText('Build publié !')).toBeVisible();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  const anonymous = await request.get(`/api/builds/${id}`);
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.json()).toMatchObject({ is_public: true, review_status: 'published' });

  await apiAs(page, `/api/builds/${id}`, { method: 'DELETE' });
});

test('the build edit screen says when a build does not exist', async ({ page }) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/edit/999999');
  await expect(page.getByRole('heading', { name: 'Build introuvable' })).toBeVisible();
});

test('a createur fills the later phases’ grids and sockets, inserts game content in a phase text, and each reading tab shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await page.getByLabel('Classe').selectOption('Witch');
  await page.getByLabel('Titre du build').fill('Sorcière aux trois équipements (parcours)');

  await writePhase(page, 'Premier Équipement', 'Achetez ');
  await insertFromToolbar(page, 'Gemme');
  const gems = page.getByRole('dialog', { name: 'Insérer une gemme' });
  await gems.getByPlaceholder('Filtrer par nom...').fill('Fireball');
  await gems.getByRole('button', { name: 'Boule de feu', exact: true }).click();
  await expect(gems).toBeHidden();
  await insertFromToolbar(page, 'Monnaie');
  const currencies = page.getByRole('dialog', { name: 'Insérer une monnaie' });
  await currencies.getByPlaceholder('Filtrer par nom...').fill('Chaos Orb');
  await currencies.getByRole('button', { name: 'Orbe du chaos', exact: true }).click();
  await expect(currencies).toBeHidden();
  await insertFromToolbar(page, 'Objet');
  const itemDialog = page.getByRole('dialog', { name: 'Insérer un objet' });
  await itemDialog.getByLabel("Texte de l'objet copié dans le jeu").fill(GOLDRIM);
  await expect(itemDialog.getByText('Objet reconnu : Goldrim (Leather Cap)')).toBeVisible();
  await itemDialog.getByRole('button', { name: 'Insérer dans le texte' }).click();
  await expect(itemDialog).toBeHidden();
  const editor = page.getByRole('textbox', { name: 'Texte : Premier Équipement' });
  await expect(editor.locator('.gem-insert[role="img"][aria-label="Fireball"]')).toHaveCount(1);
  await expect(editor.locator('.currency-insert[role="img"]')).toHaveCount(1);
  await expect(editor.locator('.item-insert[role="img"][aria-label="Goldrim"]')).toHaveCount(1);

  await pasteInSlot(page, 'Bottes', STORM_STRIDE);
  await expect(page.getByRole('button', { name: 'Bottes : Storm Stride' })).toBeVisible();
  await socketGem(page, 'Bottes', 1, 'Fireball', 'Boule de feu');
  await socketGem(page, 'Bottes', 2, 'Spell Totem', 'Soutien : Totem incantateur');
  await page
    .getByRole('button', { name: 'Retirer Soutien : Totem incantateur (Bottes, emplacement 2)' })
    .click();
  await expect(
    page.getByRole('button', {
      name: 'Bottes, emplacement 2 : vide, cliquez pour choisir une gemme',
    }),
  ).toBeVisible();
  // A filled slot opens with the text pasted into it.
  await page.getByRole('button', { name: 'Bottes : Storm Stride' }).click();
  const slotDialog = page.getByRole('dialog', { name: 'Équipement : Bottes' });
  await expect(slotDialog.getByLabel("Texte de l'objet copié dans le jeu")).toHaveValue(
    STORM_STRIDE,
  );
  // The footer's Fermer, not the × in the title bar that carries the same name.
  await slotDialog.getByText('Fermer', { exact: true }).click();
  await expect(slotDialog).toBeHidden();

  await page.getByRole('tab', { name: 'Endgame' }).click();
  await pasteInSlot(page, 'Anneau 1', DOOM_LOOP);
  await expect(page.getByRole('button', { name: 'Anneau 1 : Doom Loop' })).toBeVisible();
  await page.getByRole('tab', { name: 'Optimisation' }).click();
  await pasteInSlot(page, 'Casque', GOLDRIM);
  await expect(page.getByRole('button', { name: 'Casque : Goldrim' })).toBeVisible();

  // The choice sits on the first tab, with the title.
  await page.getByRole('tab', { name: 'Général' }).click();
  await rateUnrated(page);
  await page.getByRole('radio', { name: 'Soumettre pour publication' }).check();
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(
    page.getByText('Soumis pour publication ! Un administrateur va le valider.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  const stored = await apiAs<Record<string, unknown>>(page, `/api/builds/${id}`);
  expect(stored.body).toMatchObject({
    premier_equipement_equipment: { boots: { name: 'Storm Stride', base: 'Two-Toned Boots' } },
    endgame_equipment: { ring1: { name: 'Doom Loop', base: 'Iron Ring', rarity: 'rare' } },
    optimisation_equipment: { helmet: { name: 'Goldrim', rarity: 'unique' } },
    // The removed support left no trace: one gem in the boots.
    gem_sockets_premier_equipement: { Bottes: [{ name: 'Fireball' }] },
  });

  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Premier équipement' }).click();
  const boots = panel.getByRole('group', { name: 'Storm Stride' });
  await expect(boots).toBeVisible();
  await expect(boots.getByRole('img', { name: 'Boule de feu' })).toBeVisible();
  await expect(panel.locator('img.gem-insert[data-name="Fireball"]')).toHaveCount(1);
  await expect(panel.locator('img.currency-insert[data-name="Chaos Orb"]')).toHaveCount(1);
  await expect(panel.locator('img.item-insert[data-name="Goldrim"]')).toHaveAttribute(
    'data-rarity',
    'unique',
  );
  await page.getByRole('tab', { name: 'Endgame' }).click();
  await expect(panel.getByRole('group', { name: 'Doom Loop' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Storm Stride' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Optimisation' }).click();
  await expect(panel.getByRole('group', { name: 'Bordoré' })).toBeVisible();

  await apiAs(page, `/api/builds/${id}`, { method: 'DELETE' });
});

const DREAD_GRIP = [
  'Item Class: Gloves',
  'Rarity: Rare',
  'Dread Grip',
  'Titan Gauntlets',
  '--------',
  'Armour: 240',
  '--------',
  'Sockets: R-R-G B',
  '--------',
  'Item Level: 80',
  '--------',
  '+70 to maximum Life',
].join('\n');

test('a createur links sockets from a pasted item and unlinks two by hand, and the links are saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await page.getByLabel('Classe').selectOption('Marauder');
  await page.getByLabel('Titre du build').fill('Liaisons des châsses (parcours)');

  // The gloves' Sockets line links their first three sockets and leaves the fourth apart.
  await pasteInSlot(page, 'Gants', DREAD_GRIP);
  await expect(page.getByRole('button', { name: 'Lier les châsses 3 et 4 (Gants)' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Délier les châsses 2 et 3 (Gants)' }),
  ).toBeVisible();

  await socketGem(page, 'Torse', 1, 'Fireball', 'Boule de feu');
  await page.getByRole('button', { name: 'Délier les châsses 2 et 3 (Torse)' }).click();
  await expect(page.getByRole('button', { name: 'Lier les châsses 2 et 3 (Torse)' })).toBeVisible();

  // The choice sits on the first tab, with the title.
  await page.getByRole('tab', { name: 'Général' }).click();
  await rateUnrated(page);
  await page.getByRole('radio', { name: 'Soumettre pour publication' }).check();
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(
    page.getByText('Soumis pour publication ! Un administrateur va le valider.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);

  const stored = await apiAs<Record<string, unknown>>(page, `/api/builds/${id}`);
  expect(stored.body).toMatchObject({
    gem_links: { gem_sockets_main: { Torse: [0, 0, 1, 1, 1, 1], Gants: [0, 0, 0, 1] } },
  });

  // The edit screen opens with the sockets unlinked where the author left them.
  await page.goto(`/build/edit/${id}`);
  await expect(page.getByLabel('Titre du build')).toHaveValue('Liaisons des châsses (parcours)');
  await expect(page.getByRole('button', { name: 'Lier les châsses 2 et 3 (Torse)' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Délier les châsses 1 et 2 (Torse)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lier les châsses 3 et 4 (Gants)' })).toBeVisible();

  await apiAs(page, `/api/builds/${id}`, { method: 'DELETE' });
});
