import { describe, expect, it } from 'vitest';
import { gridInserts, itemInsert, slotGems } from './gridInserts';

const cyclone = { name: 'Cyclone', displayName: 'Cyclone', icon: '/c.png', couleur: 'green' };
const ring = { name: 'Iron Ring', image: '/r.png', rarity: 'magic' as const };

describe('gridInserts', () => {
  it('keys the items by slot and the gems by slot and socket, skipping empty sockets', () => {
    const inserts = gridInserts(
      { ring1: ring, gloves: { base: 'Silk Gloves', image: '/g.png' } },
      { 'Anneau 1': [cyclone, cyclone], Gants: [null, cyclone] },
      ['ring1', 'gloves'],
    );
    expect([...inserts.keys()]).toEqual(['ring1', 'ring1:0', 'gloves', 'gloves:1']);
    expect(inserts.get('gloves:1')).toEqual({
      kind: 'gem',
      name: 'Cyclone',
      icon: '/c.png',
      colour: 'green',
      description: '',
      tags: [],
      levelRequired: null,
    });
  });

  it("carries a socketed gem's own tags and level to its tooltip, whatever form they were saved in", () => {
    const saved = { ...cyclone, tags: 'Attack, Melee', levelRequired: '28' };
    const listed = { ...cyclone, tags: ['Attack', ' AoE '], levelRequired: 12 };
    const inserts = gridInserts(
      { gloves: { base: 'Silk Gloves', image: '/g.png' } },
      { Gants: [saved, listed] },
      ['gloves'],
    );
    expect(inserts.get('gloves:0')).toMatchObject({ tags: ['Attack', 'Melee'], levelRequired: 28 });
    expect(inserts.get('gloves:1')).toMatchObject({ tags: ['Attack', 'AoE'], levelRequired: 12 });
  });

  it('leaves out the slots not shown', () => {
    expect(gridInserts({ ring1: ring }, {}, []).size).toBe(0);
  });
});

describe('slotGems', () => {
  it.each([
    ['a ring keeps one socket', 'ring1', 'Anneau 1', 1],
    ['the body keeps six', 'body', 'Torse', 6],
    ['an unsocketed slot has none', 'belt', 'Ceinture', 0],
  ])('%s', (_name, slot, label, count) => {
    expect(slotGems(slot, { [label]: Array(8).fill(cyclone) })).toHaveLength(count);
  });
});

describe('itemInsert', () => {
  it('names an item by its base, then its slot, when it has no name', () => {
    expect(itemInsert('gloves', { base: 'Silk Gloves' })).toMatchObject({
      name: 'Silk Gloves',
      rarity: 'normal',
    });
    expect(itemInsert('gloves', {}).name).toBe('gloves');
  });
});
