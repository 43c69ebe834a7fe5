import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

/** The step keys of the follow page, in the order shown. */
const shownKeys = (page: Page) =>
  page.locator('[data-step]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-step')));

test('the author edits the steps on a phone and readers follow them so', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The streamer's builds are published at once: readers see them.
  await signInAs(page, 'ExileStreamer');
  const created = await apiAs<{ id: number }>(page, '/api/builds', {
    method: 'POST',
    body: {
      title: 'Étapes à retoucher',
      classe: 'Duelist',
      ascendancy: 'Slayer',
      is_public: true,
      gem_sockets_leveling: {
        Torse: [{ name: 'Cleave' }, { name: 'Ruthless Support' }, { name: 'Onslaught Support' }],
      },
    },
  });
  expect(created.status).toBe(201);
  const followUrl = `/build/${created.body.id}/suivre`;
  await page.goto(followUrl);
  await expect(page.locator('[data-step]').first()).toBeVisible();
  const before = await shownKeys(page);
  expect(before.slice(0, 3)).toEqual([
    'gem:Cleave',
    'gem:Ruthless Support',
    'gem:Onslaught Support',
  ]);

  await page.getByRole('link', { name: 'Modifier les étapes' }).click();
  await expect(page).toHaveURL(/\/suivre\?modifier$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Modifier les étapes : Étapes à retoucher',
  );
  const card = (key: string) => page.locator(`[data-edit-step="${key}"]`);
  await card('gem:Cleave').getByLabel('Votre conseil pour cette étape').fill('Dès le niveau 1.');
  await card('gem:Ruthless Support').getByRole('checkbox').check();
  await expect(card('gem:Ruthless Support')).toContainText('Masquée pour les lecteurs');
  const down = card('gem:Cleave').getByRole('button', { name: /^Descendre l'étape/ });
  // Thumb-sized targets on a phone.
  const box = await down.boundingBox();
  expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await down.click();
  await down.click();
  await page.screenshot({ path: testInfo.outputPath('follow-edit-390.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const save = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/builds/${created.body.id}/steps/edits`) &&
      r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await save).status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('Étapes enregistrées');

  // A refused advice shows the API's French message.
  await card('gem:Onslaught Support')
    .getByLabel('Votre conseil pour cette étape')
    .fill('Cloche \u0007');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Le conseil de l’étape « gem:Onslaught Support » contient des caractères de contrôle',
  );

  // A signed-out reader follows the saved steps.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const reader = await other.newPage();
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.goto(followUrl);
  await expect(reader.locator('[data-step]').first()).toBeVisible();
  await expect(reader.locator('[data-step="gem:Cleave"]')).toContainText(
    "Conseil de l'auteur : Dès le niveau 1.",
  );
  const after = await shownKeys(reader);
  expect(after).not.toContain('gem:Ruthless Support');
  expect(after.slice(0, 2)).toEqual(['gem:Onslaught Support', 'gem:Cleave']);
  await expect(reader.getByRole('link', { name: 'Modifier les étapes' })).toHaveCount(0);
  // Nor does the edit mode open for them.
  await reader.goto(`${followUrl}?modifier`);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(
    'Suivre : Étapes à retoucher',
  );
  await reader.screenshot({ path: testInfo.outputPath('follow-edited-reader-390.png') });
  await other.close();
  // The build list's journeys count the demo builds: this one goes.
  const removed = await apiAs(page, `/api/builds/${created.body.id}`, { method: 'DELETE' });
  expect(removed.status).toBeLessThan(300);
});
