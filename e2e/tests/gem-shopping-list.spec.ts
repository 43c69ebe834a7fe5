import { expect, test, type Page } from '../support/test.js';

const CYCLONE = /Cyclone Slayer/;

async function openCycloneSlayer(page: Page) {
  await page.goto('/build');
  await page.getByRole('link', { name: CYCLONE }).click();
  await expect(page.getByRole('heading', { level: 1, name: CYCLONE })).toBeVisible();
}

test('an anonymous reader opens the shopping lists of a demo build: gems by level, where a Duelist gets them', async ({
  page,
}) => {
  await openCycloneSlayer(page);
  const lists = page.locator('details').filter({ hasText: 'Liste de courses' });
  // The main view's list, then the open tab's (Leveling).
  await expect(lists).toHaveCount(2);

  const main = lists.first();
  await expect(main.locator('summary')).toContainText('(16 gemmes)');
  await main.locator('summary').click();
  await expect(main).toContainText('là où un Duelist peut les prendre');
  const cyclone = main.getByRole('listitem').filter({ hasText: /^Cyclone/ });
  await expect(cyclone).toContainText('Niv. 28');
  await expect(cyclone).toContainText('Acte 3 — récompense de quête « Sever the Right Hand »');

  const leveling = lists.nth(1);
  await leveling.locator('summary').click();
  const rows = leveling.getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText('Fracas tellurique');
  await expect(rows.first()).toContainText('Niv. 1');
  await expect(rows.first()).toContainText('Acte 1 — vendeur Nessa après « Enemy at the Gate »');
  // Ruthless is a level 1 support in the current game (Nessa sells it from the start).
  await expect(rows.nth(1)).toContainText('Soutien : Impitoyabilité');
  await expect(rows.nth(1)).toContainText('Niv. 1');
  await expect(rows.nth(2)).toContainText('Niv. 8');
  await expect(rows.last()).toContainText('Acte 2 — récompense de quête « Sharp and Cruel »');

  await page.getByRole('tab', { name: 'Optimisation' }).click();
  await expect(lists.nth(1).locator('summary')).toContainText('(4 gemmes)');
});

test('the gem tooltip of a build text says where to get the gem', async ({ page }) => {
  await openCycloneSlayer(page);
  await page.locator('img.gem-insert[data-name="Ground Slam"]').first().hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText("Où l'obtenir");
  await expect(tooltip).toContainText(
    'Acte 1 — récompense de quête « Enemy at the Gate » (Marauder)',
  );
  await expect(tooltip).toContainText(
    'Acte 6 — vendeur Lilly Roth après « Fallen from Grace », pour 1 Parchemin de sagesse (toutes les classes)',
  );
});

test('the shopping list fits a 390 px phone', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openCycloneSlayer(page);
  const main = page.locator('details').filter({ hasText: 'Liste de courses' }).first();
  await main.locator('summary').click();
  await expect(main.getByRole('listitem').first()).toContainText('Acte');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await main.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await page.close();
});
