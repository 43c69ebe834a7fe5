import { describe, expect, it } from 'vitest';
import { CLASSES, isClassName } from 'game-facts';
import gems from '../catalogue/data/gems.json' with { type: 'json' };
import { mergeRewards, type GemReward } from './rows.js';
import { seedRows } from './seed.js';

const rows = seedRows();
const find = (gem: string, kind: GemReward['kind'], quest: string) =>
  rows.find((r) => r.gem === gem && r.kind === kind && r.quest === quest);

describe('the bundled campaign rewards', () => {
  it('covers the first four acts and Lilly Roth', () => {
    expect(new Set(rows.map((r) => r.act))).toEqual(new Set([1, 2, 3, 4, 6]));
    expect(rows.filter((r) => r.npc === 'Lilly Roth').every((r) => r.classes.length === 0)).toBe(
      true,
    );
  });

  it('gives each act its vendor and quest rewards no vendor', () => {
    const vendors = new Map(rows.filter((r) => r.kind === 'vendor').map((r) => [r.act, r.npc]));
    expect(Object.fromEntries(vendors)).toEqual({
      1: 'Nessa',
      2: 'Yeena',
      3: 'Clarissa',
      4: 'Petarus and Vanja',
      6: 'Lilly Roth',
    });
    expect(rows.filter((r) => r.kind === 'quest').every((r) => r.npc === null)).toBe(true);
  });

  it.each([
    [
      'Fireball',
      'vendor',
      'Enemy at the Gate',
      ['Marauder', 'Witch', 'Templar', 'Shadow', 'Scion'],
    ],
    ['Heavy Strike', 'vendor', 'Enemy at the Gate', ['Marauder', 'Duelist', 'Templar', 'Scion']],
    ['Raise Zombie', 'quest', 'Enemy at the Gate', ['Witch']],
    ['Cyclone', 'quest', 'Sever the Right Hand', ['Marauder', 'Duelist', 'Scion']],
    ['Tornado Shot', 'quest', 'Sever the Right Hand', ['Ranger', 'Scion']],
    ['Righteous Fire', 'vendor', 'Intruders in Black', ['Marauder', 'Witch', 'Templar', 'Scion']],
  ] as const)('%s (%s, %s) goes to %j', (gem, kind, quest, classes) => {
    expect(find(gem, kind, quest)?.classes).toEqual(classes);
  });

  it('sells every vendor gem at Lilly Roth, once', () => {
    const sold = new Set(rows.filter((r) => r.kind === 'vendor' && r.act < 6).map((r) => r.gem));
    const lilly = rows.filter((r) => r.npc === 'Lilly Roth').map((r) => r.gem);
    expect(new Set(lilly)).toEqual(sold);
    expect(lilly).toHaveLength(sold.size);
  });

  it('names known classes only, and most gems of the bundled catalogue', () => {
    expect(rows.every((r) => r.classes.every(isClassName))).toBe(true);
    const named = new Set(rows.map((r) => r.gem));
    const catalogue = gems.filter((g) => named.has(g.name)).length;
    // Gems released after 3.3.0 are in the rewards but not in the bundled names.
    expect(catalogue).toBeGreaterThan(200);
  });
});

describe('mergeRewards', () => {
  const row = (classes: string[], npc: string | null = null): GemReward => ({
    gem: 'Arc',
    kind: 'quest',
    act: 1,
    quest: "The Siren's Cadence",
    questId: null,
    questFr: null,
    npc,
    classes,
  });

  it('joins the classes of one gem, kind, quest and vendor in the game’s class order', () => {
    expect(mergeRewards([row(['Witch']), row(['Templar']), row(['Witch'])])).toEqual([
      row(['Witch', 'Templar']),
    ]);
  });

  it('keeps rows of different vendors apart', () => {
    expect(mergeRewards([row(['Witch'], 'Nessa'), row(['Witch'], 'Yeena')])).toHaveLength(2);
  });

  it('writes a row open to every class with no class, whether listed or already empty', () => {
    expect(mergeRewards([row([...CLASSES])])).toEqual([row([])]);
    expect(mergeRewards([row([]), row(['Witch'])])).toEqual([row([])]);
  });
});
