import { expect, test, type Page } from '../support/test.js';

const CYCLONE = /Cyclone Slayer/;

/** The Cyclone Slayer's body armour 6-link, as the demo build sockets it, in French. */
const BODY_GEMS = [
  'Cyclone',
  'Soutien : Dégâts physiques de mêlée',
  'Soutien : Brutalité',
  'Soutien : Impitoyabilité',
  'Soutien : Renforcement',
  'Soutien : Dégâts de mêlée collatéraux',
];

async function openCycloneSlayer(page: Page) {
  await page.goto('/build');
  await page.getByRole('link', { name: CYCLONE }).click();
  await expect(page.getByRole('heading', { level: 1, name: CYCLONE })).toBeVisible();
}

const mainPanel = (page: Page) => page.getByRole('region', { name: 'Gemmes' }).first();

test('a demo build’s gem panel names every gem of the body armour group, and the grid links its sockets', async ({
  page,
}) => {
  await openCycloneSlayer(page);
  const panel = mainPanel(page);
  await expect(panel).toContainText('Compétence principale : Cyclone');
  // The main item first: the body armour, its six gems in one link group, read without hovering.
  const body = panel.getByRole('article').first();
  await expect(body.getByRole('heading', { level: 3 })).toContainText('Torse');
  const group = body.getByRole('list', { name: '6 liens' });
  await expect(group.locator('li strong')).toHaveText(BODY_GEMS);
  await expect(group.getByRole('listitem').first()).toContainText('Niv. 28');

  // Hovering a gem opens its tooltip.
  await group.getByRole('listitem').first().hover();
  await expect(page.getByRole('tooltip')).toBeVisible();

  // The body armour's sockets on the grid: five bars join its six sockets (no links stored).
  const bars = page.locator('[data-tooltip="body"]').first().locator('[data-link]');
  await expect(bars).toHaveCount(5);
  const firstBar = await bars.first().boundingBox();
  expect(firstBar?.width ?? 0).toBeGreaterThan(0);
});

test('the gem panel and the grid fit a 390 px phone', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openCycloneSlayer(page);
  const panel = mainPanel(page);
  await expect(panel.getByRole('list', { name: '6 liens' }).locator('li strong')).toHaveText(
    BODY_GEMS,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // One column of cards, each within the window.
  const cards = panel.getByRole('article');
  const boxes = await Promise.all([0, 1].map(async (i) => cards.nth(i).boundingBox()));
  expect(boxes[1]?.y ?? 0).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0) - 1);
  for (const box of boxes) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const grid = await page.locator('[data-tooltip="body"]').first().boundingBox();
  expect((grid?.x ?? 0) + (grid?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.close();
});

test('the grid draws 64 px cells on a desktop', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openCycloneSlayer(page);
  // The body armour covers 2 x 3 cells with 2 px between them.
  const box = await page.locator('[data-tooltip="body"]').first().boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(2 * 64 + 2);
  expect(Math.round(box?.height ?? 0)).toBe(3 * 64 + 2 * 2);
  await page.close();
});
