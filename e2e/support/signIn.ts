import { expect, type Page } from '@playwright/test';

/** Signs in through the real redirect chain: our start route, the Twitch stand-in, our callback. */
export async function signInAs(
  page: Page,
  displayName: string,
  options: { refuseSubscriptions?: boolean } = {},
) {
  await page.goto('/userauth');
  await page.getByRole('link', { name: 'Se connecter avec Twitch' }).click();
  await expect(page).toHaveURL(/\/twitch-standin\/oauth2\/authorize/);
  if (options.refuseSubscriptions) await page.getByLabel(/Refuser l.accès aux abonnements/).check();
  await page.getByRole('button', { name: new RegExp(displayName) }).click();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
