import { deflateSync } from 'node:zlib';
import { expect, test } from '../support/test.js';
import { rateUnrated } from '../support/ratings.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

/**
 * A Path of Building export in its real format (written for this test): a Templar
 * Inquisitor with a leveling and an endgame item set, and one skill set.
 */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<PathOfBuilding>
	<Build level="90" targetVersion="3_0" bandit="None" className="Templar" ascendClassName="Inquisitor" mainSocketGroup="1" viewMode="ITEMS"/>
	<Skills activeSkillSet="1" sortGemsByDPS="true" defaultGemQuality="0" defaultGemLevel="normalMaximum">
		<SkillSet id="1">
			<Skill mainActiveSkillCalcs="1" enabled="true" slot="Body Armour" mainActiveSkill="1" label="">
				<Gem level="20" gemId="Metadata/Items/Gems/SkillGemFireball" skillId="Fireball" quality="20" enabled="true" nameSpec="Fireball"/>
				<Gem level="20" gemId="Metadata/Items/Gems/SupportGemSpellTotem" skillId="SupportSpellTotem" quality="0" enabled="true" nameSpec="Spell Totem"/>
			</Skill>
		</SkillSet>
	</Skills>
	<Tree activeSpec="1">
		<Spec title="Endgame" treeVersion="3_25" classId="5" ascendClassId="1" nodes="1,2,3">
			<URL>
				https://www.pathofexile.com/passive-skill-tree/3.25.0/AAAABgUBAAEAAgAD
			</URL>
		</Spec>
	</Tree>
	<Items activeItemSet="2" useSecondWeaponSet="false">
		<Item id="1">
			Rarity: UNIQUE
Goldrim
Leather Cap
Unique ID: 0a1b2c3d
Item Level: 12
LevelReq: 1
Implicits: 0
{range:0.5}+(30-40)% to all Elemental Resistances
		</Item>
		<Item id="2">
			Rarity: RARE
Rapture Shell
Astral Plate
Unique ID: 4e5f6a7b
Item Level: 84
Quality: 20
Sockets: R-R-B-B-R-G
LevelReq: 62
Implicits: 1
{range:0.5}+(8-12)% to all Elemental Resistances
+101 to maximum Life
{crafted}+14% to Fire and Chaos Resistances
		</Item>
		<Item id="3">
			Rarity: MAGIC
Heated Driftwood Wand of Light
Unique ID: 8c9d0e1f
Item Level: 4
LevelReq: 1
Implicits: 1
{range:0.5}(8-12)% increased Spell Damage
Adds 2 to 4 Fire Damage to Attacks
		</Item>
		<ItemSet id="1" title="Leveling">
			<Slot name="Weapon 1" itemId="3"/>
			<Slot name="Helmet" itemId="1"/>
		</ItemSet>
		<ItemSet id="2" title="Endgame">
			<Slot name="Helmet" itemId="1"/>
			<Slot name="Body Armour" itemId="2"/>
		</ItemSet>
	</Items>
</PathOfBuilding>
`;
const CODE = deflateSync(EXPORT).toString('base64url');

test('a createur imports a Path of Building code into a new build, reviews the sets and saves it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await page.getByRole('button', { name: 'Importer depuis Path of Building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer depuis Path of Building' });
  const source = dialog.getByLabel("Code d'export ou lien de partage");

  // Garbage gets the server's French reason, and the dialog stays open.
  await source.fill('ceci-n’est-pas-un-code');
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Import impossible : Code Path of Building invalide',
  );

  await source.fill(CODE);
  await dialog.getByRole('button', { name: 'Importer' }).click();
  const review = page.getByRole('dialog', { name: 'Plusieurs ensembles trouvés' });
  await expect(review.getByLabel('Importer « Leveling »')).toBeChecked();
  await expect(review.getByLabel('Onglet de « Leveling »')).toHaveValue('leveling');
  await expect(review.getByLabel('Onglet de « Endgame »')).toHaveValue('endgame');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`pob-review-${width}.png`) });
  }
  await review.getByRole('button', { name: 'Appliquer' }).click();
  await expect(review).toBeHidden();

  // The Général tab holds the active sets; the author reviews before saving.
  await expect(
    page.getByText('Build importé : vérifiez chaque onglet, puis enregistrez.'),
  ).toBeVisible();
  await expect(page.getByLabel('Classe')).toHaveValue('Templar');
  await expect(page.getByLabel('Ascendance')).toHaveValue('Inquisitor');
  await expect(page.getByRole('button', { name: 'Casque : Goldrim' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Torse : Rapture Shell' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Torse, emplacement 1 : Boule de feu' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Torse, emplacement 2 : Soutien : Totem incantateur' }),
  ).toBeVisible();
  await expect(page.getByLabel('Lien pobb.in')).toHaveValue(
    'https://www.pathofexile.com/passive-skill-tree/3.25.0/AAAABgUBAAEAAgAD',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`pob-form-${width}.png`), fullPage: true });
  }
  await page.getByRole('tab', { name: 'Leveling' }).click();
  await expect(
    page.getByRole('button', { name: 'Arme : Heated Driftwood Wand of Light' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Général' }).click();
  await page.getByLabel('Titre du build').fill('Inquisiteur importé de PoB');

  await rateUnrated(page);
  await page.getByRole('radio', { name: 'Soumettre pour publication' }).check();
  await page.getByRole('button', { name: 'Soumettre pour publication' }).click();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inquisiteur importé de PoB' }),
  ).toBeVisible();
  // The reader shows a unique's French name in French.
  await expect(page.getByLabel('Bordoré').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Boule de feu' }).first()).toBeVisible();

  const stored = await apiAs<Record<string, Record<string, unknown>>>(page, `/api/builds/${id}`);
  expect(stored.body).toMatchObject({
    classe: 'Templar',
    ascendancy: 'Inquisitor',
    equipment: {
      helmet: { name: 'Goldrim', rarity: 'unique', image: '/images/uniques/Goldrim.png' },
      body: { name: 'Rapture Shell', base: 'Astral Plate', itemClass: 'Body Armours' },
    },
    leveling_equipment: { weapon: { base: 'Driftwood Wand', rarity: 'magic' } },
  });
  expect(
    String(stored.body.equipment?.body && (stored.body.equipment.body as { text: string }).text),
  ).toContain('+14% to Fire and Chaos Resistances (crafted)');
});

test('an export written to outgrow the server is refused in French, and the next one imports', async ({
  page,
}) => {
  // One item referenced from 300 item sets: the 2 kB kind of code that once took the server down.
  const sets = Array.from(
    { length: 300 },
    (_, index) => `<ItemSet id="${index + 1}"><Slot name="Helmet" itemId="1"/></ItemSet>`,
  ).join('');
  const amplified = deflateSync(
    `<PathOfBuilding><Build level="90" className="Marauder" ascendClassName="None"/><Items>` +
      `<Item id="1">Rarity: RARE\nDread Knuckle\nTitan Gauntlets\n</Item>${sets}</Items></PathOfBuilding>`,
  ).toString('base64url');
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await page.getByRole('button', { name: 'Importer depuis Path of Building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer depuis Path of Building' });
  const source = dialog.getByLabel("Code d'export ou lien de partage");
  await source.fill(amplified);
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "Export Path of Building refusé : 300 jeux d'objets, 100 au maximum.",
  );
  await source.fill(CODE);
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByRole('dialog', { name: 'Plusieurs ensembles trouvés' })).toBeVisible();
});
