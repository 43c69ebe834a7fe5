import { expect, test } from '../support/test.js';
import { startApi } from '../support/servers.js';

test('going offline shows the connection-lost banner and coming back hides it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bienvenue, exilé !' })).toBeVisible();
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'Connexion perdue' });
  await expect(banner).toContainText('Vérifiez votre connexion internet');
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('a server that stops answering shows the connection-problem banner after the 30 s check', async ({
  page,
}) => {
  const site = await startApi();
  try {
    await page.clock.install();
    await page.goto(site.url);
    await expect(page.getByRole('heading', { name: 'Bienvenue, exilé !' })).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'Problème de connexion' });

    await page.clock.fastForward(30_000);
    await expect(banner).toHaveCount(0);

    site.process.kill('SIGSTOP');
    await page.clock.fastForward(30_000);
    await page.clock.fastForward(5_000);
    await expect(banner).toContainText('Le serveur ne répond pas. Réessayer ?');
    await expect(banner.getByRole('button', { name: 'Réessayer' })).toBeVisible();

    site.process.kill('SIGCONT');
    await banner.getByRole('button', { name: 'Fermer' }).click();
    await expect(banner).toBeHidden();
  } finally {
    site.process.kill('SIGCONT');
    await site.stop();
  }
});
