import { expect, test, type Page } from '../support/test.js';
import { rateUnrated } from '../support/ratings.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

interface TreeNode {
  id: number;
  kind: string;
  ascendancy: string | null;
}
interface PhaseTree {
  version: string;
  nodes: number[];
  points: number;
  ascendancy_points: number;
  highlights: { id: number; name: string; name_fr: string | null; kind: string }[];
  change?: { from: string; kept: number[]; added: number[]; removed: number[] };
}

/** The points a tree spends, counted here from the served tree data (not from the build's answer). */
async function pointsFromData(page: Page, tree: PhaseTree) {
  const index = await apiAs<{ versions: { version: string; dataUrl: string }[] }>(
    page,
    '/api/game/passive-tree',
  );
  const entry = index.body.versions.find((version) => version.version === tree.version);
  if (!entry) throw new Error(`no tree ${tree.version}`);
  const data = await apiAs<{ nodes: TreeNode[] }>(page, entry.dataUrl);
  const byId = new Map(data.body.nodes.map((node) => [node.id, node]));
  const paid = tree.nodes
    .map((id) => byId.get(id))
    .filter((node) => node && node.kind !== 'classStart' && node.kind !== 'ascendancyStart');
  return {
    points: paid.filter((node) => node?.ascendancy === null).length,
    ascendancy: paid.filter((node) => node?.ascendancy !== null).length,
  };
}

/** The first demo build with a main tree, as the API answers it. */
async function demoBuildWithTree(page: Page) {
  for (let id = 1; id <= 12; id += 1) {
    const { status, body } = await apiAs<{ id: number; passive_trees?: Record<string, PhaseTree> }>(
      page,
      `/api/builds/${id}`,
    );
    const main = body?.passive_trees?.main;
    if (status === 200 && main && main.highlights.length > 0)
      return { id, main, trees: body.passive_trees ?? {} };
  }
  throw new Error('no demo build has a main passive tree');
}

const treeRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/game/passive-tree'))
      seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

test('a demo build shows its passive tree when it comes into view, with its points and named nodes', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const { id, main } = await demoBuildWithTree(page);
  const expected = await pointsFromData(page, main);
  expect(main.points).toBe(expected.points);

  const requests = treeRequests(page);
  await page.goto(`/build/custom/${id}`);
  const section = page.getByRole('region', { name: 'Arbre passif' }).first();
  // The server's page holds the count and the names; the drawing waits until it is seen.
  await expect(section.getByText(`${expected.points} points`, { exact: true })).toBeVisible();
  if (expected.ascendancy > 0)
    await expect(section.getByText(`${expected.ascendancy} points d'ascendance`)).toBeVisible();
  const highlight = main.highlights[0];
  if (!highlight) throw new Error('no highlight');
  // The page is in French: a node the game names in French is listed under that name.
  const first = { name: highlight.name_fr ?? highlight.name };
  await expect(section.getByRole('button', { name: new RegExp(first.name) })).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Only the list of versions (a few hundred bytes) is read ahead, to save a round trip later.
  expect(requests.filter((path) => path !== '/api/game/passive-tree')).toEqual([]);

  await section.scrollIntoViewIfNeeded();
  const canvas = section.getByRole('img');
  await expect(section.getByText('Zoom 100 %')).toBeVisible();
  await expect(canvas).toHaveAttribute('data-zoom', '1.000');
  expect(requests[0]).toBe('/api/game/passive-tree');
  expect(requests.slice(1)).toEqual([
    expect.stringMatching(/^\/api\/game\/passive-tree\/[\d.]+\/[\w-]+\.json$/),
  ]);

  // The keyboard zooms and moves the drawing; 0 comes back to the build's own nodes.
  await canvas.focus();
  await page.keyboard.press('+');
  await expect(canvas).toHaveAttribute('data-zoom', '1.250');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('0');
  await expect(canvas).toHaveAttribute('data-zoom', '1.000');
  // The mouse wheel zooms where it points.
  await canvas.hover();
  await page.mouse.wheel(0, -100);
  await expect(canvas).toHaveAttribute('data-zoom', '1.250');
  await section.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(canvas).toHaveAttribute('data-zoom', '1.000');

  // The search box narrows the keystones and notables to the names that match.
  const names = section.getByRole('listitem');
  const count = await names.count();
  expect(count).toBe(main.highlights.length);
  await section.getByLabel('Chercher un nœud').fill(first.name);
  await expect(section.getByRole('button', { name: new RegExp(first.name) })).toBeVisible();
  expect(await names.count()).toBeLessThanOrEqual(count);
  await section.getByLabel('Chercher un nœud').fill('zzz aucun nœud');
  await expect(section.getByText('Aucun nœud ne correspond.')).toBeVisible();
  await section.getByLabel('Chercher un nœud').fill('');
  // Pressing a name brings its node to the middle of the drawing.
  await section.getByRole('button', { name: new RegExp(first.name) }).click();
  await expect(canvas).not.toHaveAttribute('data-zoom', '1.000');
  await section.getByRole('button', { name: 'Réinitialiser' }).click();
  await section.screenshot({ path: testInfo.outputPath('passive-tree-1366.png') });
});

test('on a phone, two fingers pinch the tree larger', async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await page.goto('/');
  const { id, main } = await demoBuildWithTree(page);
  await page.goto(`/build/custom/${id}`);
  const section = page.getByRole('region', { name: 'Arbre passif' }).first();
  await expect(section.getByText(`${main.points} points`, { exact: true })).toBeVisible();
  const canvas = section.getByRole('img');
  // The real tree's list of notables is long on a phone: the drawing must come into view.
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute('data-zoom', '1.000');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no drawing');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;

  // Two touches moving apart, as Chromium receives them from a touch screen.
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: cx - spread, y: cy, id: 1 },
              { x: cx + spread, y: cy, id: 2 },
            ],
    });
  await touch('touchStart', 20);
  for (const spread of [40, 60, 80]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeGreaterThan(3);

  // One finger moves the tree without zooming it.
  const zoom = await canvas.getAttribute('data-zoom');
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: cx, y: cy }],
  });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: cx + 60, y: cy + 30 }],
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(canvas).toHaveAttribute('data-zoom', zoom ?? '');
  await section.getByRole('button', { name: 'Réinitialiser' }).click();
  await section.screenshot({ path: testInfo.outputPath('passive-tree-390.png') });
  await context.close();
});

test('the trees of a pobb.in link made for an older game version are read on the site’s tree, with a French note', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await page.getByRole('button', { name: 'Importer depuis Path of Building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer depuis Path of Building' });
  await dialog.getByLabel("Code d'export ou lien de partage").fill('https://pobb.in/CycloneDemo');
  await dialog.getByRole('button', { name: 'Importer' }).click();
  // The stand-in export's specs are of tree 3_25; the site holds the game's tree 3.15 and
  // reads them on it, keeping the nodes it lacks.
  const review = page.getByRole('dialog', { name: 'Plusieurs ensembles trouvés' });
  await expect(review.getByRole('group', { name: 'Arbres passifs' })).toBeVisible();
  await review.getByRole('button', { name: 'Appliquer' }).click();
  for (const title of ['Leveling 60 points', 'Endgame 116 points'])
    await expect(
      page.getByText(
        new RegExp(`Arbre « ${title} » \\(version 3\\.25\\) lu sur l'arbre 3\\.15 du site`),
      ),
    ).toBeVisible();
});

test('a build imported from Path of Building shows its trees with their points once saved', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'MarieCrea');
  // A demo build's own export: its main tree as the active spec, its leveling tree beside it.
  const demo = await demoBuildWithTree(page);
  const leveling = demo.trees.leveling;
  if (!leveling) throw new Error('the demo build has no leveling tree');
  const { body: pob } = await apiAs<{ code: string }>(page, `/api/builds/${demo.id}/pob`);

  await page.goto('/build/create');
  await page.getByRole('button', { name: 'Importer depuis Path of Building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer depuis Path of Building' });
  await dialog.getByLabel("Code d'export ou lien de partage").fill(pob.code);
  await dialog.getByRole('button', { name: 'Importer' }).click();
  const review = page.getByRole('dialog', { name: 'Plusieurs ensembles trouvés' });
  const targets = review.getByRole('group', { name: 'Arbres passifs' }).getByRole('combobox');
  await expect(targets).toHaveCount(2);
  await expect(targets.nth(0)).toHaveValue('main');
  await expect(targets.nth(1)).toHaveValue('leveling');
  await page.screenshot({ path: testInfo.outputPath('tree-review-1366.png') });
  await review.getByRole('button', { name: 'Appliquer' }).click();
  await expect(review).toBeHidden();

  // The Général tab previews the main tree with its points.
  const field = page.getByRole('region', { name: 'Arbre passif' });
  await field.scrollIntoViewIfNeeded();
  await expect(field.getByText(`${demo.main.points} points`, { exact: true })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await field.screenshot({ path: testInfo.outputPath(`tree-form-${width}.png`) });
  }

  await page.getByLabel('Titre du build').fill('Cyclone importé avec ses arbres');
  await rateUnrated(page);
  await page.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
  await expect(page).toHaveURL(/\/build\/custom\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await apiAs<{ passive_trees: Record<string, PhaseTree> }>(
    page,
    `/api/builds/${id}`,
  );
  const main = saved.body.passive_trees.main;
  if (!main) throw new Error('the main tree was not saved');
  expect(main.nodes).toEqual(demo.main.nodes);
  expect(saved.body.passive_trees.leveling?.nodes).toEqual(leveling.nodes);
  const expected = await pointsFromData(page, main);

  const section = page.getByRole('region', { name: 'Arbre passif' }).first();
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(`${expected.points} points`, { exact: true })).toBeVisible();
  // What the main tree keeps and adds of the Leveling one, as one line (no second count beside it).
  expect(main.change?.from).toBe('leveling');
  await expect(
    section.getByText(
      `Depuis Leveling : ${main.change?.kept.length} gardés, ${main.change?.added.length} ajoutés`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(section.getByText(/points? depuis Leveling/)).toHaveCount(0);
  await expect(section.getByText('Zoom 100 %')).toBeVisible();
});
