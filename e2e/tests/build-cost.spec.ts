import { expect, test } from '../support/test.js';
import { expectNoSeriousViolations } from '../support/axe.js';

const CYCLONE = /Cyclone Slayer/;

test('a demo build page shows its estimated cost per phase from the poe.ninja stand-in', async ({
  page,
}) => {
  await page.goto('/build');
  await page.getByRole('link', { name: CYCLONE }).click();
  await expect(page.getByRole('heading', { level: 1, name: CYCLONE })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Coût estimé' });
  await expect(panel).toBeVisible();
  // The stand-in's prices: the main view's 17 socketed gems make 21 chaos; a Divine Orb is 180.5.
  const main = panel.locator('details').filter({ hasText: 'Équipement principal' });
  // Its rare and magic items have no market price: counted apart, never as 0 chaos.
  await expect(main.locator('summary')).toHaveText(
    /^Équipement principaluniques et gemmes : ≈ 21 chaos \(0,12 divine\)( ; \d+ objets? (rares?|magiques?|normaux|normal) sans prix| ; \d+ objets? non reconnus?)+$/,
  );
  await expect(panel).toContainText(/Prix poe\.ninja du \d{1,2} \S+ \d{4}/);

  const leveling = panel.locator('details').filter({ hasText: 'Leveling' });
  await leveling.locator('summary').click();
  await expect(leveling.getByRole('list', { name: 'Objets et gemmes estimés' })).toContainText(
    'Tabula Rasa — 8 chaos',
  );
  await expect(leveling.getByRole('list', { name: 'Non estimés' })).toContainText(
    'Prix inconnu (objet magique, sans prix de marché)',
  );
  await expect(panel).not.toContainText(/(^|\D)0 chaos/);
  await expectNoSeriousViolations(page, 'coût estimé ouvert');
});
