import { expect, test, type Browser } from '../support/test.js';
import { rateUnrated } from '../support/ratings.js';
import { signInAs } from '../support/signIn.js';

/** A fresh browser (its own storage) signed in as `displayName`. */
async function session(browser: Browser, displayName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, displayName);
  return page;
}

/** The demo seed's build that a creator submitted: proof the admin's queue has loaded. */
const DEMO_PENDING = 'Feu purificateur Inquisiteur — version en attente de validation';

test('/twitch opens on the streamer, live, before the community', async ({ page }) => {
  await page.goto('/twitch');
  const hero = page.getByRole('region', { name: 'Le streamer' });
  await expect(hero.getByRole('heading', { level: 2, name: 'ExileStreamer' })).toBeVisible();
  await expect(hero.getByText('En direct', { exact: true })).toBeVisible();
  await expect(hero.getByText('312 spectateurs')).toBeVisible();
  await expect(hero.getByText('Leveling Mercenaries en direct')).toBeVisible();
  await expect(
    hero.getByRole('link', { name: 'Regarder ExileStreamer sur Twitch' }),
  ).toHaveAttribute('href', 'https://www.twitch.tv/exilestreamer');
  const community = page.getByRole('region', { name: 'LucasLive' });
  await expect(community.getByText('En direct', { exact: true })).toBeVisible();
  const heroTop = (await hero.boundingBox())?.y ?? Infinity;
  const communityTop = (await community.boundingBox())?.y ?? -Infinity;
  expect(heroTop).toBeLessThan(communityTop);
});

test('a creator’s private build stays a draft out of the queue until she submits it', async ({
  browser,
}) => {
  // Two sign-ins, two saves and the admin page: longer than one screen's journey.
  test.setTimeout(90_000);
  const marie = await session(browser, 'MarieCrea');
  const admin = await session(browser, 'ExileStreamer');
  const title = `Brouillon de Marie ${Date.now()}`;
  let id = 0;
  try {
    await marie.goto('/');
    await marie.getByRole('link', { name: 'Mes contenus' }).click();
    await expect(marie.getByRole('heading', { level: 1, name: 'Mes contenus' })).toBeVisible();

    await marie.goto('/build/create');
    await marie.getByLabel('Classe').selectOption('Witch');
    await marie.getByLabel('Titre du build').fill(title);
    await expect(marie.getByRole('radio', { name: 'Enregistrer comme brouillon' })).toBeChecked();
    await rateUnrated(marie);
    await marie.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
    await expect(marie.getByText(/^Brouillon enregistré/)).toBeVisible();
    await expect(marie).toHaveURL(/\/build\/custom\/\d+$/);
    id = Number(/(\d+)$/.exec(marie.url())?.[1]);

    await marie.getByRole('link', { name: 'Mes contenus' }).click();
    const row = marie.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Brouillon', { exact: true })).toBeVisible();

    await admin.goto('/admin');
    const queue = admin.getByRole('region', { name: /^Contenus en attente de validation/ });
    await expect(queue.getByRole('link', { name: DEMO_PENDING })).toBeVisible();
    await expect(queue.getByRole('link', { name: title })).toHaveCount(0);

    await row.getByRole('link', { name: `Modifier « ${title} »` }).click();
    await marie.getByRole('radio', { name: 'Soumettre pour publication' }).check();
    await marie.getByRole('button', { name: 'Soumettre pour publication' }).click();
    await expect(marie.getByText(/^Soumis pour publication/)).toBeVisible();
    await marie.getByRole('link', { name: 'Mes contenus' }).click();
    await expect(row.getByText('En attente de validation')).toBeVisible();

    await admin.reload();
    await expect(queue.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/build/custom/${id}`,
    );
  } finally {
    // Other journeys count builds and the queue: this one goes away again.
    if (id) {
      const token = await marie.evaluate(() => localStorage.getItem('jwtToken'));
      const removed = await marie.request.delete(`/api/builds/${id}`, {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      expect(removed.ok()).toBe(true);
    }
    await marie.context().close();
    await admin.context().close();
  }
});
