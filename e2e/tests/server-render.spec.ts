import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

const CYCLONE = /Cyclone Slayer/;

async function cycloneSlayerPath(page: Page): Promise<string> {
  const { builds } = (await (await page.request.get('/api/builds?limit=50')).json()) as {
    builds: { id: number; title: string }[];
  };
  const build = builds.find((candidate) => CYCLONE.test(candidate.title));
  if (!build) throw new Error('Demo build missing: Cyclone Slayer');
  return `/build/custom/${build.id}`;
}

/** Console errors and failed page scripts, for a page that must take over without any. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a reading page arrives rendered: readable with JavaScript off, styled, with no inline script', async ({
  browser,
  page,
}) => {
  const path = await cycloneSlayerPath(page);
  const answer = await page.request.get(path, { headers: { accept: 'text/html' } });
  const html = await answer.text();
  expect(html).toContain('Cyclone Slayer');
  expect(html).not.toMatch(/<script(?![^>]*\b(src|type="application\/json")=?)[^>]*>/);
  expect(answer.headers()['vary']).toMatch(/cookie/i);

  // The server's HTML alone, as a browser shows it with JavaScript off (no app ever takes over).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.setContent(html);
  await expect(noScript.getByRole('heading', { level: 1, name: CYCLONE })).toBeVisible();
  await expect(noScript.getByText('par ExileStreamer', { exact: false }).first()).toBeVisible();
  await expect(noScript.getByRole('link', { name: 'Build', exact: true })).toBeVisible();
  // Styled by the server's styles, not the browser's defaults: the heading has the site's colour.
  const colour = await noScript
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).color);
  expect(colour).not.toBe('rgb(0, 0, 0)');
  await context.close();
});

test('React takes the rendered page over without asking again for its answers nor erring', async ({
  page,
}) => {
  const path = await cycloneSlayerPath(page);
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/builds/')) asked.push(url.pathname);
  });

  await page.goto(path);
  // The reader's code arrives, the page becomes interactive: tabs switch.
  await page.getByRole('tab', { name: 'Endgame' }).click();
  await expect(page.getByRole('tab', { name: 'Endgame' })).toHaveAttribute('aria-selected', 'true');
  expect(asked.filter((pathname) => /^\/api\/builds\/\d+$/.test(pathname))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the home page is rendered with its latest builds and moves on to other pages in the browser', async ({
  page,
}) => {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Derniers builds');
  expect(html).toContain('Tornado Shot Deadeye');

  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in reader gets their own page, not the signed-out one the server rendered', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  const { status, body } = await apiAs<{ id: number }>(page, '/api/builds', {
    method: 'POST',
    body: { title: 'Build privé de Marie', classe: 'Witch', ascendancy: 'Necromancer' },
  });
  expect(status).toBe(201);
  const path = `/build/custom/${body.id}`;
  // Signed out, the server cannot show it: the build is not public.
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('Build privé de Marie');

  const errors = collectErrors(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Build privé de Marie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mes favoris' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor who chose English gets the page rendered in English', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Passer le site en anglais' }).click();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();

  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('>Home<');
  expect(html).not.toContain('>Accueil<');
});

test('an unknown address answers 404 with the site’s page introuvable, kept out of search results', async ({
  page,
}) => {
  const answer = await page.request.get('/pas/une/page', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toContain('<title>Page introuvable | PoE Débutants</title>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  await page.goto('/pas/une/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('each page has its own title in the reader’s language, and the document its language', async ({
  page,
}) => {
  await page.goto('/guide/premier-build');
  await expect(page).toHaveTitle('Choisir son premier build | PoE Débutants');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A move inside the site changes the title too.
  await page.getByRole('link', { name: 'Twitch', exact: true }).click();
  await expect(page).toHaveTitle('Communauté Twitch | PoE Débutants');
  await page.getByRole('link', { name: 'Build', exact: true }).click();
  await expect(page).toHaveTitle('Exemples de Builds | PoE Débutants');
  await page.goto('/userauth');
  await expect(page).toHaveTitle('Connexion | PoE Débutants');

  await page.getByRole('button', { name: 'Passer le site en anglais' }).click();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.goto('/guide/premier-build');
  await expect(page).toHaveTitle('Choosing your first build | PoE Débutants');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
