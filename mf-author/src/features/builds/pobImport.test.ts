import { describe, expect, it } from 'vitest';
import { emptyBuildForm, toPayload, unratedCriteria, type FormGem } from './buildForm';
import {
  applyImport,
  asSource,
  duplicatePhases,
  initialChoices,
  needsReview,
  proposePhases,
  keepSiteTrees,
  proposeTreeSlots,
  type PobImport,
} from './pobImport';

const gem = (name: string): FormGem => ({
  name,
  displayName: name,
  icon: `/images/gems/${name}.png`,
  tags: 'Attack',
  couleur: 'red',
  description: '',
  levelRequired: 1,
});
const item = (name: string) => ({
  text: `Rarity: Rare\n${name}\nVaal Axe`,
  name,
  base: 'Vaal Axe',
  itemClass: 'Two Hand Axes',
  rarity: 'rare' as const,
  image: '/images/non_uniques/Vaal_Axe.png',
});

const pob = (overrides: Partial<PobImport> = {}): PobImport => ({
  classe: 'Duelist',
  ascendancy: 'Slayer',
  bloodline: '',
  level: 94,
  targetVersion: '3_0',
  sourceUrl: '',
  itemSets: [
    { id: '1', title: 'Leveling', active: false, equipment: { weapon: item('Leveling Axe') } },
    { id: '2', title: 'Endgame', active: true, equipment: { weapon: item('Endgame Axe') } },
  ],
  skillSets: [
    {
      id: '1',
      title: '',
      active: true,
      sockets: { Torse: [gem('Cyclone')] },
      links: { Torse: [0] },
      unplaced: [],
    },
  ],
  treeSpecs: [
    {
      id: '1',
      title: 'Leveling',
      active: false,
      url: 'https://www.pathofexile.com/passive-skill-tree/A',
      treeVersion: '3_25',
      tree: null,
    },
    {
      id: '2',
      title: 'Endgame',
      active: true,
      url: 'https://www.pathofexile.com/passive-skill-tree/B',
      treeVersion: '3_25',
      tree: null,
    },
  ],
  stats: { Life: 4961, CombinedDPS: 255126832.46 },
  notes: 'Perforate',
  warnings: [],
  ...overrides,
});

describe('asSource', () => {
  it.each([
    ['https://pobb.in/AbC', { url: 'https://pobb.in/AbC' }],
    ['pobb.in/AbC', { url: 'https://pobb.in/AbC' }],
    ['poe.ninja/pob/1a2', { url: 'https://poe.ninja/pob/1a2' }],
    ['eNrtXWtz2kq2_Sv-', { code: 'eNrtXWtz2kq2_Sv-' }],
  ])('%s → %j', (text, source) => {
    expect(asSource(text)).toEqual(source);
  });
});

describe('proposePhases', () => {
  it.each([
    [
      ['Leveling acte 1-5', 'Early maps', 'Endgame'],
      ['leveling', 'premierEquipement', 'endgame'],
    ],
    [
      ['Endgame', 'Leveling'],
      ['endgame', 'leveling'],
    ],
    [
      ['Mirror tier', 'Budget'],
      ['optimisation', 'premierEquipement'],
    ],
    [
      ['Set 1', 'Set 2', 'Set 3', 'Set 4', 'Set 5'],
      ['leveling', 'premierEquipement', 'endgame', 'optimisation', null],
    ],
    [
      ['Leveling', 'Leveling 2'],
      ['leveling', 'premierEquipement'],
    ],
  ])('%j → %j', (titles, phases) => {
    expect(proposePhases(titles)).toEqual(phases);
  });
});

describe('the review step', () => {
  it('is needed only with several sets of something', () => {
    expect(needsReview(pob())).toBe(true);
    const single = pob().itemSets.slice(1);
    expect(needsReview(pob({ itemSets: single }))).toBe(true);
    expect(needsReview(pob({ itemSets: single, sourceUrl: 'https://pobb.in/abc' }))).toBe(false);
    expect(needsReview(pob({ itemSets: single, treeSpecs: [] }))).toBe(false);
  });

  it('proposes phases for several sets, none for a single one, and the active tree', () => {
    expect(initialChoices(pob())).toEqual({
      itemSets: ['leveling', 'endgame'],
      skillSets: [null],
      treeSpec: 1,
      trees: [null, null],
    });
  });

  it('finds a phase chosen twice', () => {
    expect(
      duplicatePhases({
        itemSets: ['endgame', 'endgame'],
        skillSets: [null],
        treeSpec: 0,
        trees: [],
      }),
    ).toEqual(['endgame']);
    expect(
      duplicatePhases({
        itemSets: ['endgame', null],
        skillSets: ['endgame'],
        treeSpec: 0,
        trees: [],
      }),
    ).toEqual([]);
  });
});

describe('applyImport', () => {
  it('gives the stats PoB computed to the tabs of its active skill set only, with the notes', () => {
    const two = pob({
      skillSets: [
        { id: '1', title: 'Leveling', active: false, sockets: {}, links: {}, unplaced: [] },
        { id: '2', title: 'Endgame', active: true, sockets: {}, links: {}, unplaced: [] },
      ],
    });
    const form = { ...emptyBuildForm(), pobStats: { leveling: { Life: 1 } } };
    const next = applyImport(form, two, {
      itemSets: [null, null],
      skillSets: ['leveling', 'endgame'],
      treeSpec: 1,
      trees: [null, null],
    });
    expect(next.pobStats).toEqual({
      main: { Life: 4961, CombinedDPS: 255126832.46 },
      endgame: { Life: 4961, CombinedDPS: 255126832.46 },
    });
    expect(next.pobNotes).toBe('Perforate');
    // The ratings stay to choose: an import says nothing of them.
    expect(unratedCriteria(next)).toHaveLength(5);
    expect(toPayload(next).pob_stats).toMatchObject({ main: { Life: 4961 }, endgame: {} });
  });

  it('fills class, the Général gear and gems from the active sets, and the chosen phases', () => {
    const form = { ...emptyBuildForm(), title: 'Mon build', classe: 'Witch' };
    const next = applyImport(form, pob(), {
      itemSets: ['leveling', null],
      skillSets: [null],
      treeSpec: 1,
      trees: [null, null],
    });
    expect(next).toMatchObject({ title: 'Mon build', classe: 'Duelist', ascendancy: 'Slayer' });
    expect(next.equipment.main.weapon).toMatchObject({ name: 'Endgame Axe' });
    expect(next.equipment.leveling.weapon).toMatchObject({ name: 'Leveling Axe' });
    expect(next.equipment.endgame).toEqual({});
    expect(next.sockets.main.Torse?.[0]?.name).toBe('Cyclone');
    expect(next.pobb_in_url).toBe('https://www.pathofexile.com/passive-skill-tree/B');
  });

  it('prefers the share page as the link, and keeps a class the site does not know unset', () => {
    const form = { ...emptyBuildForm(), classe: 'Witch', ascendancy: 'Necromancer' };
    const next = applyImport(
      form,
      pob({ classe: '', ascendancy: '', sourceUrl: 'https://pobb.in/abc' }),
      initialChoices(pob()),
    );
    expect(next).toMatchObject({
      classe: 'Witch',
      ascendancy: 'Necromancer',
      pobb_in_url: 'https://pobb.in/abc',
    });
  });

  it('brings each gem set with its links, replacing the links set by hand', () => {
    const twoSets = pob({
      skillSets: [
        {
          id: '1',
          title: 'Leveling',
          active: false,
          sockets: { Torse: [gem('Ground Slam'), gem('Ruthless Support'), gem('Leap Slam')] },
          links: { Torse: [0, 0, 1] },
          unplaced: [],
        },
        {
          id: '2',
          title: 'Endgame',
          active: true,
          sockets: { Casque: [gem('Determination'), gem('Herald of Ash')] },
          links: { Casque: [0, 1] },
          unplaced: [],
        },
      ],
    });
    const form = emptyBuildForm();
    form.links.main = { Casque: [0, 0, 0, 0] };
    form.linksByHand.main = ['Casque'];
    const next = applyImport(form, twoSets, {
      itemSets: [null, null],
      skillSets: ['leveling', null],
      treeSpec: 0,
      trees: [null, null],
    });
    expect(next.links.main).toEqual({ Casque: [0, 1] });
    expect(next.linksByHand.main).toEqual([]);
    expect(next.links.leveling).toEqual({ Torse: [0, 0, 1] });
    expect(next.links.endgame).toEqual({});
    expect(toPayload(next).gem_links).toEqual({
      gem_sockets_main: { Casque: [0, 1] },
      gem_sockets_leveling: { Torse: [0, 0, 1] },
    });
  });
});

describe('passive trees in an import', () => {
  const tree = (nodes: number[]) => ({ version: '3.26', class_id: 4, ascendancy_id: 1, nodes });
  const spec = (id: string, title: string, active: boolean, nodes: number[] | null) => ({
    id,
    title,
    active,
    url: nodes ? `https://www.pathofexile.com/passive-skill-tree/${id}` : '',
    treeVersion: '3_26',
    tree: nodes ? tree(nodes) : null,
  });
  const specs = [
    spec('1', 'Level 30', false, [1, 2]),
    spec('2', 'Level 60', false, [1, 2, 3]),
    spec('3', 'Final', true, [1, 2, 3, 4]),
    spec('4', 'Broken', false, null),
  ];

  it('proposes the active spec for the main build and the others for the phase tabs', () => {
    expect(proposeTreeSlots(specs)).toEqual(['leveling', 'premierEquipement', 'main', null]);
  });

  it('takes the last readable spec for the main build when none is active', () => {
    const inactive = specs.map((s) => ({ ...s, active: false }));
    expect(proposeTreeSlots(inactive)).toEqual(['leveling', 'premierEquipement', 'main', null]);
    expect(proposeTreeSlots([spec('1', 'A', false, null)])).toEqual([null]);
  });

  it('asks for a review when several trees can be read', () => {
    const single = pob().itemSets.slice(1);
    const shared = { itemSets: single, sourceUrl: 'https://pobb.in/abc' };
    expect(needsReview(pob({ ...shared, treeSpecs: specs }))).toBe(true);
    expect(needsReview(pob({ ...shared, treeSpecs: specs.slice(2) }))).toBe(false);
  });

  it('finds a tab given two trees', () => {
    const choices = { itemSets: [], skillSets: [], treeSpec: 0, trees: ['main', 'main'] as const };
    expect(duplicatePhases({ ...choices, trees: [...choices.trees] })).toEqual(['main']);
  });

  it('puts each chosen tree on its tab with its title and address, and sends them on save', () => {
    const next = applyImport(emptyBuildForm(), pob({ treeSpecs: specs }), {
      itemSets: [null, null],
      skillSets: [null],
      treeSpec: 2,
      trees: ['leveling', null, 'main', null],
    });
    expect(next.trees.main).toEqual({
      ...tree([1, 2, 3, 4]),
      title: 'Final',
      url: 'https://www.pathofexile.com/passive-skill-tree/3',
    });
    expect(next.trees.leveling?.title).toBe('Level 30');
    expect(next.trees.premierEquipement).toBeUndefined();
    expect(toPayload(next).passive_trees).toEqual({
      main: next.trees.main,
      leveling: next.trees.leveling,
    });
  });

  it('sets aside the trees of versions the site does not hold, and keeps all before it knows', () => {
    const old = { ...spec('5', 'Old', false, [1]), tree: { ...tree([1]), version: '3.25' } };
    const withOld = pob({ treeSpecs: [spec('1', 'Level 30', false, [1, 2]), old] });
    const kept = keepSiteTrees(withOld, ['3.26']);
    expect(kept.pob.treeSpecs.map((s) => s.tree?.version ?? null)).toEqual(['3.26', null]);
    expect(kept.skipped).toEqual([{ title: 'Old', version: '3.25' }]);
    expect(keepSiteTrees(withOld, undefined)).toEqual({ pob: withOld, skipped: [] });
  });
});
