import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';

interface PhaseTree {
  points: number;
  change?: { from: string; kept: number[]; added: number[]; removed: number[] };
}

/** The example build whose Endgame tree is compared with its leveling tree, as the API answers. */
async function demoWithEndgame(page: Page) {
  for (let id = 1; id <= 12; id += 1) {
    const { body } = await apiAs<{ passive_trees?: Record<string, PhaseTree> }>(
      page,
      `/api/builds/${id}`,
    );
    const endgame = body?.passive_trees?.endgame;
    if (endgame?.change) return { id, endgame, change: endgame.change };
  }
  throw new Error('no demo build has an Endgame tree with a change');
}

for (const width of [390, 1366]) {
  test(`the Endgame tab says and draws what changed since Leveling (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const { id, change } = await demoWithEndgame(page);
    expect(change.from).toBe('leveling');
    expect(change.added.length).toBeGreaterThan(10);

    await page.goto(`/build/custom/${id}`);
    await page.getByRole('tab', { name: 'Endgame' }).click();
    const section = page.getByRole('tabpanel').getByRole('region', { name: 'Arbre passif' });
    const ajoutes = `${change.added.length} ajoutés`;
    await expect(
      section.getByText(
        `Depuis Leveling : ${change.kept.length} gardés, ${ajoutes}, ${change.removed.length} retiré`,
      ),
    ).toBeVisible();
    await section.getByText('Ordre des points ajoutés').click();
    await expect(section.getByRole('listitem').first()).toBeVisible();

    const canvas = section.getByRole('img');
    await canvas.scrollIntoViewIfNeeded();
    // The controls come once the tree is drawn.
    await expect(section.getByRole('button', { name: 'Réinitialiser' })).toBeVisible();
    // Zoomed in, the added nodes carry their numbers.
    for (let step = 0; step < 8; step += 1) {
      await section.getByRole('button', { name: 'Zoomer', exact: true }).click();
    }
    await section.screenshot({ path: testInfo.outputPath(`endgame-tree-${width}.png`) });
  });
}
