import { describe, expect, it } from 'vitest';
import type { GemReward, GemRewards } from '../content/gemRewards/gemRewardsApi';
import { buildShoppingList, socketGems } from './shoppingList';

const gem = (name: string, levelRequired?: number | string) => ({
  name,
  displayName: `FR ${name}`,
  icon: `/images/gems/${name}.png`,
  levelRequired,
});

const nessa = {
  kind: 'vendor',
  act: 1,
  quest: 'Enemy at the Gate',
  questFr: null,
  npc: 'Nessa',
} as const;
const lilly: GemReward = {
  kind: 'vendor',
  act: 6,
  quest: 'Fallen from Grace',
  questFr: null,
  npc: 'Lilly Roth',
  classes: [],
};

const rewards: GemRewards[] = [
  {
    name: 'Cyclone',
    levelRequired: 28,
    rewards: [
      {
        kind: 'quest',
        act: 3,
        quest: 'Sever the Right Hand',
        questFr: null,
        npc: null,
        classes: ['Duelist', 'Marauder'],
      },
      {
        kind: 'vendor',
        act: 3,
        quest: 'Sever the Right Hand',
        questFr: null,
        npc: 'Clarissa',
        classes: ['Ranger', 'Duelist'],
      },
      lilly,
    ],
  },
  {
    name: 'Fireball',
    levelRequired: 1,
    rewards: [{ ...nessa, classes: ['Witch', 'Templar'] }, lilly],
  },
  {
    name: 'Heavy Strike',
    levelRequired: 1,
    rewards: [{ ...nessa, kind: 'quest', npc: null, classes: ['Marauder'] }],
  },
  { name: 'Fortify Support', levelRequired: 31, rewards: [] },
];

describe('socketGems', () => {
  it('keeps each gem once, in slot then socket order, without empty sockets', () => {
    const sockets = {
      'Arme 1': [gem('Cyclone'), null, gem('Fireball')],
      Casque: [gem('Fireball'), gem('Heavy Strike')],
      Gants: [],
    };
    expect(socketGems(sockets).map((g) => g.name)).toEqual(['Cyclone', 'Fireball', 'Heavy Strike']);
  });
});

describe('buildShoppingList', () => {
  const gems = [gem('Cyclone'), gem('Fortify Support'), gem('Fireball'), gem('Heavy Strike')];

  it('sorts by minimum level, then act, then name', () => {
    const list = buildShoppingList(gems, rewards, 'Marauder');
    expect(list.map((i) => [i.name, i.level, i.reward?.act ?? null])).toEqual([
      ['Heavy Strike', 1, 1],
      ['Fireball', 1, 6],
      ['Cyclone', 28, 3],
      ['Fortify Support', 31, null],
    ]);
  });

  it.each([
    ['Marauder', 'Cyclone', { kind: 'quest', npc: null }],
    ['Ranger', 'Cyclone', { kind: 'vendor', npc: 'Clarissa' }],
    ['Witch', 'Cyclone', { kind: 'vendor', npc: 'Lilly Roth' }],
    ['Witch', 'Fireball', { kind: 'vendor', npc: 'Nessa' }],
    ['Shadow', 'Fireball', { kind: 'vendor', npc: 'Lilly Roth' }],
    [undefined, 'Cyclone', { kind: 'vendor', npc: 'Clarissa' }],
    // Nothing open to a Witch and no vendor at all: the one reward there is, with its classes.
    ['Witch', 'Heavy Strike', { kind: 'quest', classes: ['Marauder'] }],
  ] as const)('a %s gets %s from %j', (classe, name, expected) => {
    const item = buildShoppingList([gem(name)], rewards, classe)[0];
    expect(item?.reward).toMatchObject(expected);
  });

  it('falls back on the level the build saved, and on the gem picture address', () => {
    const [item] = buildShoppingList([{ name: 'New Gem', levelRequired: '12' }], undefined);
    expect(item).toEqual({
      name: 'New Gem',
      displayName: 'New Gem',
      icon: '/images/gems/New_Gem.png',
      level: 12,
      reward: null,
    });
  });

  it.each([[''], ['abc'], [0], [undefined]])('reads a saved level %j as unknown', (saved) => {
    expect(buildShoppingList([gem('X', saved)], undefined)[0]?.level).toBeNull();
  });
});
