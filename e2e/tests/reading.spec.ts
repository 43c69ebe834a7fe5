import { expect, test } from '@playwright/test';

test('an anonymous reader opens a demo build, switches tabs and sees an item tooltip', async ({
  page,
}) => {
  await page.goto('/build');
  await expect(page.getByRole('status').filter({ hasText: /builds? trouvés?/ })).toBeVisible();
  await page.getByRole('link', { name: /Cyclone Slayer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
  await expect(page.getByText('par ExileStreamer', { exact: false }).first()).toBeVisible();

  const helmet = page.getByLabel('Storm Visor').first();
  await helmet.hover();
  await expect(helmet.getByRole('tooltip')).toContainText('Storm Visor');

  await page.getByRole('tab', { name: 'Endgame' }).click();
  await expect(page.getByRole('tab', { name: 'Endgame' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Mécaniques' }).click();
  await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  await expect(page.getByText('Connectez-vous pour participer à la discussion')).toBeVisible();
});

test('choosing a class narrows the build list to that class', async ({ page }) => {
  await page.goto('/build');
  await expect(page.getByRole('status').filter({ hasText: '3 builds trouvés' })).toBeVisible();
  const ascendancy = page.getByLabel('Ascendance');
  await expect(ascendancy).toBeDisabled();
  await page.getByLabel('Classe').selectOption('Witch');
  await expect(page.getByRole('status').filter({ hasText: '1 build trouvé' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nécromancien/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cyclone Slayer/ })).toHaveCount(0);
  await expect(ascendancy).toBeEnabled();
});

test('a reader on a 390 px phone sees no horizontal overflow on the reading screens', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/',
    '/build',
    '/build/custom/1',
    '/guide',
    '/guide/custom/1',
    '/twitch',
    '/admin',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.close();
});
