import { expect, test, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

const CYCLONE = /Cyclone Slayer/;

const boxes = (page: Page) => page.getByRole('checkbox');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Étape suivante' });
/** The answer of the save a tick sends to the account. */
const saved = (page: Page) =>
  page.waitForResponse(
    (r) => /\/api\/builds\/\d+\/progress$/.test(r.url()) && r.request().method() === 'PUT',
  );

test('a reader follows a demo build on a phone, ticks steps, keeps them on reload and on the account', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, two sign-ins and a dozen round trips.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/build');
  await page.getByRole('link', { name: CYCLONE }).click();
  await page.getByRole('link', { name: 'Suivre ce build' }).click();
  await expect(page).toHaveURL(/\/build\/\d+\/suivre$/);
  const followUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suivre : Cyclone Slayer');
  await expect(page.getByRole('heading', { level: 2, name: 'Leveling' })).toBeVisible();
  // The build's gems, where a Duelist gets them (the campaign rewards table).
  await expect(page.getByText('Prendre Fracas tellurique')).toBeVisible();
  await expect(page.getByText(/vendeur Nessa après « Enemy at the Gate »/).first()).toBeVisible();

  // The server renders the steps, as the other reading pages (without ticks: the browser's).
  const served = await (
    await page.request.get(followUrl, { headers: { accept: 'text/html' } })
  ).text();
  expect(served).toContain('Prendre Fracas tellurique');
  expect(served).toContain('Étape suivante');

  const total = await boxes(page).count();
  expect(total).toBeGreaterThan(5);
  await expect(page.getByRole('status').filter({ hasText: `0 / ${total} étapes` })).toBeVisible();

  // The sticky button is in reach at the bottom of the screen.
  const bar = await nextButton(page).boundingBox();
  expect(bar && bar.y + bar.height).toBeGreaterThan(844 - 80);

  // Two ticks with the button, one with a box further down.
  await nextButton(page).click();
  await nextButton(page).click();
  await boxes(page).nth(4).check();
  const ticked = [0, 1, 4];
  for (const at of ticked) await expect(boxes(page).nth(at)).toBeChecked();
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute(
    'data-step',
    (await page.locator('[data-step]').nth(2).getAttribute('data-step')) ?? '',
  );

  await page.reload();
  for (const at of ticked) await expect(boxes(page).nth(at)).toBeChecked();
  await expect(boxes(page).nth(2)).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: `3 / ${total} étapes` })).toBeVisible();

  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`follow-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  // The passive points of the leveling tree, in steps.
  const points = page.locator('[data-step^="passives:leveling:"]');
  expect(await points.count()).toBeGreaterThan(1);
  await points.first().scrollIntoViewIfNeeded();
  await expect(points.first()).toContainText(/Ajouter \d+ points passifs/);
  await page.screenshot({ path: testInfo.outputPath('follow-passives-390.png') });

  // Signed in: this browser's ticks go to the account (their union), then one more.
  await signInAs(page, 'SophieAbonnee');
  const merged = saved(page);
  await page.goto(followUrl);
  expect((await merged).status()).toBe(200);
  for (const at of ticked) await expect(boxes(page).nth(at)).toBeChecked();
  const oneMore = saved(page);
  await nextButton(page).click();
  expect((await oneMore).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: `4 / ${total} étapes` })).toBeVisible();

  // Another browser, signed in as the same account, sees the same ticks.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const second = await other.newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await signInAs(second, 'SophieAbonnee');
  await second.goto(followUrl);
  for (const at of [0, 1, 2, 4]) await expect(boxes(second).nth(at)).toBeChecked();
  await expect(boxes(second).nth(3)).not.toBeChecked();
  const nextTitle = await second.locator('[aria-current="step"] p').first().textContent();

  // Marked as a favourite, its card says the next step.
  await second.goto(followUrl.replace(/^\/build\/(\d+)\/suivre$/, '/build/custom/$1'));
  await second.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(second.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
  await second.goto('/favoris');
  const line = second.getByTestId('next-step');
  await expect(line).toHaveText(`Prochaine étape : ${nextTitle} · 4 / ${total} étapes cochées`);
  await second.screenshot({ path: testInfo.outputPath('favoris-next-step-390.png') });
  await other.close();
});
