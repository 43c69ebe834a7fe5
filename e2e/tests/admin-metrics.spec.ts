import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

// The admin page's « Santé du serveur »: the server's own figures since it started (under an hour
// in a test run), readable on a wide screen and on a phone.
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('the admin page shows the server’s figures, and the database answering', async ({
      page,
    }, testInfo) => {
      await signInAs(page, 'ExileStreamer');
      await page.goto('/admin');
      const card = page.getByRole('region', { name: 'Santé du serveur' });
      await expect(
        card.getByText(/^Depuis le démarrage du processus|^La dernière heure/),
      ).toBeVisible();
      await expect(card.getByText('Répond', { exact: true })).toBeVisible();
      // This test's own requests are counted: at least the admin page's calls.
      const requests = card
        .getByText('Requêtes', { exact: true })
        .locator('xpath=..')
        .locator('dd');
      await expect(requests).toHaveText(/^[1-9]/);
      // Nothing wider than the screen.
      const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await card.screenshot({ path: testInfo.outputPath(`metrics-${viewport.width}.png`) });
    });
  });
}
