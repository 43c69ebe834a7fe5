import { expect, test } from '../support/test.js';

interface Gem {
  name: string;
  displayName: string;
  colour: string;
  levelRequired: number | null;
  tags: string[];
  description: string;
  isSupport: boolean;
  isAura: boolean;
  isVaal: boolean;
  isTransfigured: boolean;
}

test('a fresh start already shows the current league: its gems, the wheel and every currency section', async ({
  page,
}) => {
  const { gems } = (await (await page.request.get('/api/game/gems?lang=fr')).json()) as {
    gems: Gem[];
  };
  const ready = gems.filter((g) => g.colour !== 'white' && g.levelRequired && g.tags.length > 0);
  expect(ready.length).toBeGreaterThanOrEqual(600);
  for (const name of ['Boneshatter', 'Hexblast', 'Toxic Rain', 'Frostblink', 'Armageddon Brand'])
    expect(gems.some((g) => g.name === name)).toBe(true);
  expect(gems.find((g) => g.name === 'Boneshatter of Carnage')).toMatchObject({
    colour: 'red',
    isTransfigured: true,
  });
  // English descriptions never come with French names.
  expect(gems.filter((g) => g.description !== '')).toEqual([]);

  const { sections } = (await (await page.request.get('/api/game/currencies?lang=fr')).json()) as {
    sections: { type: string; count: number }[];
  };
  expect(sections.map((s) => [s.type, s.count > 0])).toEqual([
    ['Currency', true],
    ['Fragment', true],
    ['Scarab', true],
    ['Essence', true],
    ['Fossil', true],
  ]);

  // The home page's wheel draws coloured gems, none of them a support, an aura or a Vaal gem.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'La roue des gemmes' })).toBeVisible();
  const { gems: drawn } = (await (
    await page.request.get('/api/game/gems/wheel?count=50')
  ).json()) as {
    gems: Gem[];
  };
  // Only gems a refresh job added without a known attribute (the stand-ins list a few) stay white.
  const white = gems.filter((g) => g.colour === 'white').map((g) => g.name);
  expect(white.length).toBeLessThan(gems.length / 20);
  for (const gem of drawn) {
    if (gem.colour === 'white') expect(white).toContain(gem.name);
    expect(gem.isSupport || gem.isAura || gem.isVaal, gem.name).toBe(false);
  }
});

test('a gem tooltip is in one language at a time: French names and no English sentence in French', async ({
  page,
}) => {
  const { guides } = (await (await page.request.get('/api/guides')).json()) as {
    guides: { id: number; title: string }[];
  };
  const guide = guides.find((g) => g.title === 'Bien débuter sa première ligue');
  expect(guide).toBeDefined();
  const english = (await (
    await page.request.get('/api/game/gems/Flame%20Dash/info?lang=en')
  ).json()) as { displayName: string; description: string };
  expect(english.description).not.toBe('');

  await page.goto(`/guide/custom/${guide?.id}`);
  const gem = page.locator('img.gem-insert[data-name="Flame Dash"]');
  const tooltip = page.getByRole('tooltip');
  await gem.hover();
  await expect(tooltip).toContainText('Irruption enflammée');
  await expect(tooltip).toContainText('Un téléport court.');
  await expect(tooltip).not.toContainText(english.description);
  await expect(tooltip).not.toContainText('Flame Dash');

  await page.getByRole('button', { name: 'Passer le site en anglais' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('heading', { level: 1 }).hover();
  await gem.hover();
  await expect(tooltip).toContainText('Flame Dash');
  await expect(tooltip).not.toContainText('Irruption enflammée');
});
