import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

const CYCLONE = /Cyclone Slayer/;

for (const width of [360, 390]) {
  test.describe(`a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('the phase tabs show they scroll and the Endgame tab does not repeat the main set', async ({
      page,
    }) => {
      await page.goto('/build');
      await page.getByRole('link', { name: CYCLONE }).click();
      const tabs = page.getByRole('tablist');
      // Wider than the screen, so they scroll; the shades are drawn as gradients at the edges.
      const sizes = await tabs.evaluate((list) => ({
        scroll: list.scrollWidth,
        client: list.clientWidth,
        shade: getComputedStyle(list).backgroundImage,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.shade).toContain('linear-gradient');
      await page.getByRole('tab', { name: 'Endgame' }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      // The demo's Endgame stores the main set again: the tab shows its own text only.
      await expect(panel.getByRole('group')).toHaveCount(0);
    });

    // One account of each role: the admin's menu is the longest, the creator's has « Mes
    // contenus », a plain account has neither; and a visitor not signed in.
    for (const [role, account] of [
      ['the admin', 'ExileStreamer'],
      ['a creator', 'MarieCrea'],
      ['a Twitch viewer', 'LucasLive'],
      ['a plain account', 'PaulJoueur'],
      ['a visitor', null],
    ] as const) {
      test(`as ${role}, every header item fits and the site is named`, async ({ page }) => {
        if (account) await signInAs(page, account);
        await page.goto('/build/custom/1');
        const header = page.getByRole('banner');
        await expect(header.getByTestId('site-name')).toHaveText('PoE Débutants');
        if (role === 'the admin' || role === 'a creator')
          await expect(header.getByRole('link', { name: 'Mes contenus' })).toBeVisible();
        const accountAction = account
          ? header.getByRole('button', { name: 'Déconnexion' })
          : header.getByRole('link', { name: 'Connexion' });
        await expect(accountAction).toBeVisible();
        const items = await header.locator('a, button').all();
        expect(items.length).toBeGreaterThan(2);
        for (const item of items) {
          const box = await item.boundingBox();
          expect(box).not.toBeNull();
          if (!box) continue;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
      });
    }
  });
}

for (const width of [360, 390]) {
  test.describe(`the equipment grid on a touch phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 }, hasTouch: true });

    test('every slot is a 44 px target, and the body armour and its gems are tapped apart', async ({
      page,
    }) => {
      await page.goto('/build/custom/1');
      const body = page.locator('[data-tooltip="body"]').first();
      await expect(body).toBeVisible();
      // Every slot shown on the grid: at least 44 x 44 px, a finger's target, inside the screen.
      const slots = body.locator('xpath=..').locator('> [role="group"]');
      expect(await slots.count()).toBeGreaterThan(5);
      for (const slot of await slots.all()) {
        const box = await slot.boundingBox();
        expect(box, (await slot.getAttribute('aria-label')) ?? 'a slot').not.toBeNull();
        if (!box) continue;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // Tapping the item's free left side opens the item's tooltip, headed by its name.
      const bodyBox = await body.boundingBox();
      await body.tap({ position: { x: 8, y: (bodyBox?.height ?? 0) / 2 } });
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip.getByRole('heading').first()).toHaveText(
        (await body.getAttribute('aria-label')) ?? '',
      );
      // Tapping a socket opens its gem's tooltip, 24 px at least.
      const gem = body.locator('img[data-tooltip]').first();
      const gemBox = await gem.boundingBox();
      expect(gemBox?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(gemBox?.height ?? 0).toBeGreaterThanOrEqual(24);
      await gem.tap();
      await expect(tooltip.getByRole('heading').first()).toHaveText(
        (await gem.getAttribute('alt')) ?? '',
      );
    });
  });
}
