import { expect, test, type Page } from '../support/test.js';

/** The five static guides, their card title (the spec's) and an insert each one shows. */
const GUIDES = [
  { slug: 'premier-build', title: 'Choisir son premier build', insert: 'Bond percutant' },
  {
    slug: 'inventaire-monnaies',
    title: "Gestion de l'inventaire et des monnaies",
    insert: 'Orbe du chaos',
  },
  { slug: 'maps-loot', title: 'Optimisation des maps et du loot', insert: "Orbe d'alchimie" },
  { slug: 'crafting', title: 'Crafting avancé', insert: 'Orbe royal' },
  { slug: 'boss', title: 'Stratégies contre les boss', insert: 'Irruption enflammée' },
] as const;

const sectionHeadings = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 });

test('each static guide arrives from the server with its sections and named inserts', async ({
  browser,
  page: fetcher,
}) => {
  // The server's HTML alone, shown with JavaScript off: nothing comes from the browser's render.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const guide of GUIDES) {
    const answer = await fetcher.request.get(`/guide/${guide.slug}`, {
      headers: { accept: 'text/html' },
    });
    await page.setContent(await answer.text());
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Sommaire' });
    expect(await contents.getByRole('link').count()).toBeGreaterThanOrEqual(4);
    // The contents list, the sections, and (on some) the demo builds: several headings.
    expect(await sectionHeadings(page).count()).toBeGreaterThanOrEqual(5);
    // The insert's French name as text beside its picture, read without hovering.
    await expect(
      page.locator('.insert-chip .insert-name').filter({ hasText: guide.insert }).first(),
    ).toBeVisible();
  }
  await context.close();
});

test('a contents link scrolls to its section once the page is taken over', async ({ page }) => {
  await page.goto('/guide/boss');
  await expect(page.locator('html[data-pret]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(/#bo-actes$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Les boss des actes' }),
  ).toBeInViewport();
});

test('the guide list keeps the five cards with the spec’s titles', async ({ page }) => {
  await page.goto('/guide');
  const basics = page.getByRole('navigation', { name: 'Bien débuter' });
  for (const guide of GUIDES) {
    await expect(basics.getByRole('heading', { name: guide.title })).toBeVisible();
  }
});

test('the home page’s first steps lead to the classes, a starter build and the leveling guide', async ({
  page,
}) => {
  const steps = () => page.getByRole('region', { name: 'Je débute' }).getByRole('link');

  await page.goto('/');
  await expect(steps()).toHaveCount(3);
  await steps().nth(0).click();
  await expect(page).toHaveURL(/\/guide\/classes$/);

  await page.goto('/');
  await steps().nth(1).click();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();

  await page.goto('/');
  await steps().nth(2).click();
  await expect(page).toHaveURL(/\/guide\/premier-build$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choisir son premier build' }),
  ).toBeVisible();
});
