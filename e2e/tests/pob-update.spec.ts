import { deflateSync } from 'node:zlib';
import { expect, test } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

/**
 * A Path of Building export in its real format (written for this test): the same build moved
 * to a Witch Necromancer with a Goldrim and a Fireball linked to Spell Totem.
 */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<PathOfBuilding>
	<Build level="93" targetVersion="3_0" bandit="None" className="Witch" ascendClassName="Necromancer" mainSocketGroup="1" viewMode="ITEMS"/>
	<Skills activeSkillSet="1">
		<SkillSet id="1">
			<Skill enabled="true" slot="Body Armour" mainActiveSkill="1" label="">
				<Gem level="20" skillId="Fireball" quality="20" enabled="true" nameSpec="Fireball"/>
				<Gem level="20" skillId="SupportSpellTotem" quality="0" enabled="true" nameSpec="Spell Totem"/>
			</Skill>
		</SkillSet>
	</Skills>
	<Items activeItemSet="1" useSecondWeaponSet="false">
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
		<ItemSet id="1" title="Endgame">
			<Slot name="Helmet" itemId="1"/>
		</ItemSet>
	</Items>
</PathOfBuilding>
`;
const CODE = deflateSync(EXPORT).toString('base64url');

test('a creator updates a build from a new Path of Building code after reviewing the changes', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'MarieCrea');
  const site = await apiAs<{ game: { league: string; gameVersion: string } }>(page, '/api/site');
  const { league, gameVersion } = site.body.game;
  const created = await apiAs<{ id: number }>(page, '/api/builds', {
    method: 'POST',
    body: {
      title: 'Totems de la ligue passée',
      classe: 'Templar',
      ascendancy: 'Inquisitor',
      league: 'Affliction',
      game_version: '3.20',
      endgame: '<p>Mon guide de fin de jeu</p>',
      ratings: { difficulte: 2, cout: 3, boss: 4, rapidite: 5, survie: 1 },
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;

  await page.goto(`/build/edit/${id}`);
  await page.getByRole('button', { name: 'Mettre à jour depuis Path of Building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mettre à jour depuis Path of Building' });
  const source = dialog.getByLabel("Code d'export ou lien de partage");
  await source.fill('ceci-n’est-pas-un-code');
  await dialog.getByRole('button', { name: 'Voir les changements' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Mise à jour impossible : Code Path of Building invalide',
  );

  await source.fill(CODE);
  await dialog.getByRole('button', { name: 'Voir les changements' }).click();
  const review = page.getByRole('dialog', { name: 'Changements de la mise à jour' });
  await expect(review.getByText('Classe : Templier → Sorcière')).toBeVisible();
  await expect(review.getByText('Ascendance : Inquisiteur → Nécromancienne')).toBeVisible();
  await expect(review.getByText(`Version du jeu : 3.20 → ${gameVersion}`)).toBeVisible();
  await expect(review.getByText('Niveau dans le code : 93')).toBeVisible();
  await expect(review.getByText('Casque : Goldrim ajouté')).toBeVisible();
  await expect(review.getByRole('region', { name: 'Gemmes et liaisons' })).toContainText(
    'Boule de feu',
  );
  for (const width of [1366, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`update-review-${width}.png`) });
  }
  // Nothing is written before the creator confirms.
  const before = await apiAs<{ classe: string }>(page, `/api/builds/${id}`);
  expect(before.body.classe).toBe('Templar');

  await review.getByRole('button', { name: 'Confirmer la mise à jour' }).click();
  await expect(review.getByText('Build mis à jour !')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/build/custom/${id}$`));
  const stored = await apiAs<Record<string, unknown>>(page, `/api/builds/${id}`);
  expect(stored.body).toMatchObject({
    title: 'Totems de la ligue passée',
    endgame: '<p>Mon guide de fin de jeu</p>',
    ratings: { difficulte: 2, cout: 3, boss: 4, rapidite: 5, survie: 1 },
    classe: 'Witch',
    ascendancy: 'Necromancer',
    league,
    game_version: gameVersion,
    equipment: { helmet: { name: 'Goldrim' } },
  });

  // The list keeps it under « À jour (version) ».
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/build?search=ligue%20pass%C3%A9e');
  await expect(page.getByRole('status').filter({ hasText: /trouvé/ })).toBeVisible();
  const upToDate = page.getByRole('checkbox', { name: `À jour (${gameVersion})` });
  // The page is rendered by the server first: a tick before the list is live is not kept.
  await expect(async () => {
    await upToDate.check({ timeout: 2000 });
  }).toPass();
  await expect(page).toHaveURL(/up_to_date=true/);
  await expect(page.getByRole('link', { name: /Totems de la ligue passée/ }).first()).toBeVisible();
  for (const width of [1366, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    if (width < 700) {
      const toggle = page.locator('button[aria-controls="build-filters"]');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await page.screenshot({ path: testInfo.outputPath(`update-filter-${width}.png`) });
  }
});
