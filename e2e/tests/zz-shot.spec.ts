import { test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';
for (const width of [360, 1366]) {
  test(`shot ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, 'MarieCrea');
    await page.goto('/build/1/suivre');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-follow-${width}.png` });
    await page.goto('/build/custom/1');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-build-${width}.png` });
  });
}
