import { expect, test, type BrowserContext, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

// These journeys are the service worker's: the rest of the suite runs without one, since a
// worker's answers bypass the request routing other tests use to break a remote.
test.use({ serviceWorkers: 'allow' });

const boxes = (page: Page) => page.getByRole('checkbox');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Étape suivante' });

/** Waits until the offline worker is installed and answers this page's requests. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Opens the Cyclone Slayer demo build's follow page at 390 px, with the worker in charge. */
async function followDemoBuild(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/build');
  await page.getByRole('link', { name: /Cyclone Slayer/ }).click();
  await page.getByRole('link', { name: 'Suivre ce build' }).click();
  await expect(page).toHaveURL(/\/build\/\d+\/suivre$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suivre : Cyclone Slayer');
  await workerInCharge(page);
  return new URL(page.url()).pathname;
}

/** The gem pictures shown, every one drawn from real bytes. */
async function picturesDrawn(page: Page) {
  const pictures = page.locator('[data-step] img');
  await pictures.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

async function offline(context: BrowserContext, page: Page, cut: boolean) {
  await context.setOffline(cut);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!cut);
}

test('the site can be installed: a manifest with its icons, and a worker of its own file', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'PoE Débutants', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const picture = await page.request.get(icon.src);
    expect(picture.status(), icon.src).toBe(200);
  }

  await workerInCharge(page);
  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(worker).toMatch(/\/sw\.js$/);
  // The shell and the reader's files are kept at install, in this deployment's store.
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const files = names.find((name) => name.startsWith('poe-fichiers-'));
    const keys = files ? await (await caches.open(files)).keys() : [];
    return keys.map((request) => new URL(request.url).pathname);
  });
  expect(kept).toEqual(expect.arrayContaining(['/index.html', '/remotes/reader/remoteEntry.js']));
  expect(kept.some((path) => /^\/remotes\/reader\/assets\/FollowPage-.+\.js$/.test(path))).toBe(
    true,
  );
});

test('a followed demo build reads and ticks with the network cut, on a phone', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await followDemoBuild(page);
  await nextButton(page).click();
  await nextButton(page).click();
  await nextButton(page).click();
  await page.reload();
  for (const at of [0, 1, 2]) await expect(boxes(page).nth(at)).toBeChecked();
  await picturesDrawn(page);

  await offline(context, page, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suivre : Cyclone Slayer');
  for (const at of [0, 1, 2]) await expect(boxes(page).nth(at)).toBeChecked();
  await expect(boxes(page).nth(3)).not.toBeChecked();
  await picturesDrawn(page);
  // Still ticks offline, and keeps it over another offline reload.
  await boxes(page).nth(3).check();
  await page.reload();
  for (const at of [0, 1, 2, 3]) await expect(boxes(page).nth(at)).toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('follow-offline-390.png') });

  // The other pages the reader opened read offline too: the build itself and the list.
  await page
    .getByRole('link', { name: /Retour au build|Cyclone Slayer/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cyclone Slayer');
  await offline(context, page, false);
});

test('ticks made offline reach the account once the network is back', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'SophieAbonnee');
  const followUrl = await followDemoBuild(page);
  const id = Number(/\/build\/(\d+)\/suivre/.exec(followUrl)?.[1]);
  await page.reload();

  await offline(context, page, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suivre : Cyclone Slayer');
  // Still signed in offline: the session is not ended by a network that is cut.
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  // Two steps this account has not ticked yet (other journeys tick with it too).
  const states = await boxes(page).evaluateAll((all) =>
    all.map((box) => (box as HTMLInputElement).checked),
  );
  const chosen = states.flatMap((checked, at) => (checked ? [] : [at])).slice(0, 2);
  expect(chosen).toHaveLength(2);
  for (const at of chosen) await boxes(page).nth(at).check();

  const sent = page.waitForResponse(
    (r) => r.url().endsWith(`/api/builds/${id}/progress`) && r.request().method() === 'PUT',
  );
  await offline(context, page, false);
  expect((await sent).status()).toBe(200);

  const account = await page.evaluate(async (buildId) => {
    const token = localStorage.getItem('jwtToken');
    const answer = await fetch(`/api/builds/${buildId}/progress`, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    return ((await answer.json()) as { ticked: string[] }).ticked;
  }, id);
  const keys = await Promise.all(
    chosen.map((at) => page.locator('[data-step]').nth(at).getAttribute('data-step')),
  );
  expect(account).toEqual(expect.arrayContaining(keys));
});

test('signing out empties what was kept for the account', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'SophieAbonnee');
  await followDemoBuild(page);
  await page.reload();
  const accountEntries = () =>
    page.evaluate(async () =>
      (await caches.has('poe-compte'))
        ? (await (await caches.open('poe-compte')).keys()).length
        : 0,
    );
  await expect.poll(accountEntries).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect.poll(accountEntries).toBe(0);
});
