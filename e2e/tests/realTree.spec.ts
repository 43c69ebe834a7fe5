import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';

interface PhaseTree {
  version: string;
  nodes: number[];
  points: number;
  ascendancy_points: number;
  other_version_nodes: number[];
  highlights: { name: string }[];
}

/** The first demo build with a main tree, as the API answers it. */
async function demoWithTree(page: Page) {
  for (let id = 1; id <= 12; id += 1) {
    const { body } = await apiAs<{ passive_trees?: Record<string, PhaseTree> }>(
      page,
      `/api/builds/${id}`,
    );
    const main = body?.passive_trees?.main;
    if (main) return { id, main };
  }
  throw new Error('no demo build has a main tree');
}

/** The colours of taken nodes (accent) and of those new in this phase (info), `shared-ui` theme. */
const TAKEN = [
  [0xc9, 0xa4, 0x5c],
  [0x6f, 0xa8, 0xe8],
];

test('a demo build page shows the game’s real 3.15 tree with its points drawn', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const index = await apiAs<{ current: string; versions: { version: string; dataUrl: string }[] }>(
    page,
    '/api/game/passive-tree',
  );
  expect(index.body.current).toBe('3.15');
  const entry = index.body.versions.find((v) => v.version === '3.15');
  if (!entry) throw new Error('no 3.15 tree');
  const data = await apiAs<{ nodes: unknown[]; classes: { name: string }[] }>(page, entry.dataUrl);
  expect(data.body.nodes).toHaveLength(2263);
  expect(data.body.classes).toHaveLength(7);

  const { id, main } = await demoWithTree(page);
  expect(main.version).toBe('3.15');
  expect(main.other_version_nodes).toEqual([]);
  // A real path of the game's tree, not a few dots.
  expect(main.points).toBeGreaterThanOrEqual(30);

  await page.goto(`/build/custom/${id}`);
  const section = page.getByRole('region', { name: 'Arbre passif' }).first();
  await expect(section.getByText(`${main.points} points`, { exact: true })).toBeVisible();
  await expect(section.getByText('Arbre du jeu 3.15')).toBeVisible();
  const canvas = section.getByRole('img');
  // On a phone the real tree's list of notables is long: the drawing itself must come into view.
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute('data-drawn', 'true');
  // The taken nodes and their links are drawn in their colours: many pixels for a real path.
  const takenPixels = await canvas.evaluate((element, colours) => {
    const c = element as HTMLCanvasElement;
    const pixels = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    const near = (v: number | undefined, w: number) => Math.abs((v ?? 0) - w) < 24;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (
        colours.some(
          ([r, g, b]) =>
            near(pixels[i], r ?? 0) && near(pixels[i + 1], g ?? 0) && near(pixels[i + 2], b ?? 0),
        )
      )
        count += 1;
    }
    return count;
  }, TAKEN);
  testInfo.annotations.push({ type: 'taken pixels', description: String(takenPixels) });
  expect(takenPixels).toBeGreaterThan(main.points * 10);
  await section.screenshot({ path: testInfo.outputPath('real-tree-390.png') });
});
