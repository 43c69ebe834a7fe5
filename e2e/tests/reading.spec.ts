import { expect, test, type Page } from '../support/test.js';

async function openCycloneSlayer(page: Page) {
  await page.goto('/build');
  await page.getByRole('link', { name: /Cyclone Slayer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
}

test('an anonymous reader opens a demo build, switches tabs and sees an item tooltip', async ({
  page,
}) => {
  await page.goto('/build');
  await expect(page.getByRole('status').filter({ hasText: /builds? trouvés?/ })).toBeVisible();
  const card = page.getByRole('link', { name: /Cyclone Slayer/ });
  // Shipped with the site: its card and its page say it is an example.
  await expect(card.getByTestId('example-badge')).toHaveText('Exemple');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('example-badge')).toHaveText('Exemple');
  await expect(page.getByText('par ExileStreamer', { exact: false }).first()).toBeVisible();

  const helmet = page.getByLabel('Storm Visor').first();
  await helmet.hover({ position: { x: 2, y: 2 } });
  await expect(page.getByRole('tooltip')).toContainText('Storm Visor');

  await page.getByRole('tab', { name: 'Endgame' }).click();
  await expect(page.getByRole('tab', { name: 'Endgame' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Mécaniques' }).click();
  await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  await expect(page.getByText('Connectez-vous pour participer à la discussion')).toBeVisible();
});

test('hovering a socketed gem of a demo build shows the gem tooltip of rich content', async ({
  page,
}) => {
  await openCycloneSlayer(page);
  const info = (await (await page.request.get('/api/game/gems/Cyclone/info?lang=fr')).json()) as {
    displayName: string;
    level: string;
  };
  const body = page.getByRole('group', { name: 'Dread Shell' }).first();
  const cyclone = body.getByRole('img', { name: 'Cyclone' });
  await cyclone.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip.getByRole('heading', { name: info.displayName })).toBeVisible();
  await expect(tooltip).toContainText(`Niveau ${info.level}`);
  await expect(tooltip).toContainText("Où l'obtenir");
  await expect(cyclone).toHaveAttribute(
    'aria-describedby',
    (await tooltip.getAttribute('id')) ?? '',
  );
  // Back on the item around it, the item's own tooltip takes its place.
  await body.hover({ position: { x: 2, y: 2 } });
  await expect(tooltip.getByRole('heading', { name: 'Dread Shell' })).toBeVisible();
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
  // Thirteen pages, each to its network's rest: more than one page's time.
  test.setTimeout(90_000);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/',
    '/build',
    '/build/custom/1',
    '/guide',
    '/guide/custom/1',
    '/guide/classes',
    '/guide/premier-build',
    '/guide/inventaire-monnaies',
    '/guide/maps-loot',
    '/guide/crafting',
    '/guide/boss',
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

test('on a 390 px phone the navigation keeps its links on one row and leaves the screen to the page as it scrolls', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('/build/custom/1');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
  const links = nav.getByRole('list').getByRole('link');
  await expect(links).toHaveCount(4);
  const tops = await links.evaluateAll((links) =>
    links.map((link) => Math.round(link.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await nav.boundingBox())?.y ?? 0).toBeLessThan(0);
  await page.close();
});

test("on a 390 px phone no card hangs over the home page's « Tout voir » links", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('/');
  const seeAll = page.getByRole('link', { name: 'Tout voir' });
  await expect(seeAll).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Cyclone Slayer/ })).toBeVisible();
  for (const link of await seeAll.all()) {
    await link.scrollIntoViewIfNeeded();
    const { onTop, lowestCard, linkTop } = await link.evaluate(async (el) => {
      // The cards slide in: measure where they come to rest.
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      const box = el.getBoundingClientRect();
      // Whatever the browser finds at the link's centre must be the link itself.
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const cards = [...(el.parentElement?.querySelectorAll('li > a') ?? [])];
      return {
        onTop: hit !== null && el.contains(hit),
        lowestCard: Math.max(...cards.map((card) => card.getBoundingClientRect().bottom)),
        linkTop: box.top,
      };
    });
    expect(onTop).toBe(true);
    expect(lowestCard).toBeLessThanOrEqual(linkTop);
  }
  await page.close();
});

test('on a 390 px phone a tap on the right-hand slot opens its tooltip inside the screen', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // Straight to the page: a mouse click first would leave a mouse pointer elsewhere, whose
  // moves a touch-only phone never makes.
  const { builds } = (await (await page.request.get('/api/builds')).json()) as {
    builds: { id: number; title: string }[];
  };
  const necromancer = builds.find((build) => build.title.startsWith('Nécromancien invocateur'));
  await page.goto(`/build/custom/${necromancer?.id ?? 0}`);
  const shield = page.getByRole('group', { name: 'Bone Ward' }).first();
  // Below the first screen now (ratings legend, export button): scrolled to first, as a thumb
  // does, so the tap lands where the slot has come to rest.
  await shield.scrollIntoViewIfNeeded();
  await shield.tap({ position: { x: 1, y: 1 } });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip.getByRole('heading', { name: 'Bone Ward' })).toBeVisible();
  const box = await tooltip.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.close();
});
