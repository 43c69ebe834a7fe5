import type { SocketedGem } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { gemPanelLayout, looksLikeSupport } from './gemGroups';

const gem = (name: string, tags = ''): SocketedGem => ({ name, tags });
const cyclone = gem('Cyclone', 'Attack, AoE');
const support = (name: string) => gem(name, 'Support');
const melee = support('Melee Physical Damage Support');
const brutality = support('Brutality Support');
const fortify = support('Fortify Support');
const ruthless = support('Ruthless Support');
const splash = support('Melee Splash Support');
const leap = gem('Leap Slam');
const blood = gem('Blood Rage');
const herald = gem('Herald of Ash');

const names = (layout: ReturnType<typeof gemPanelLayout>) =>
  layout.slots.map((slot) => [
    slot.label,
    slot.groups.map((g) => g.gems.map((x) => x?.name ?? null)),
  ]);

describe('gemPanelLayout', () => {
  it('reads a slot without stored links as one group (all linked)', () => {
    const layout = gemPanelLayout({
      Torse: [cyclone, melee, brutality, fortify, ruthless, splash],
    });
    expect(layout.slots).toHaveLength(1);
    expect(layout.slots[0]?.groups).toHaveLength(1);
    expect(layout.slots[0]?.groups[0]?.sockets).toEqual([0, 1, 2, 3, 4, 5]);
    expect(layout.mainSkill).toBe(cyclone);
  });

  it('splits a 4+2 and puts the 4-link first as the main group', () => {
    const layout = gemPanelLayout(
      { Torse: [leap, blood, cyclone, melee, brutality, fortify] },
      { Torse: [0, 0, 1, 1, 1, 1] },
    );
    expect(names(layout)).toEqual([
      [
        'Torse',
        [
          ['Cyclone', 'Melee Physical Damage Support', 'Brutality Support', 'Fortify Support'],
          ['Leap Slam', 'Blood Rage'],
        ],
      ],
    ]);
    expect(layout.slots[0]?.groups[0]?.sockets).toEqual([2, 3, 4, 5]);
    expect(layout.mainSkill).toBe(cyclone);
  });

  it.each([
    [
      'the largest group wins wherever it is',
      { Casque: [cyclone, melee, brutality, fortify], Torse: [leap, blood] },
      {},
      ['Casque', 'Torse'],
      'Cyclone',
    ],
    [
      'body armour first on a tie, whatever the saved order',
      { Gants: [leap, fortify, ruthless], Torse: [cyclone, melee, brutality] },
      {},
      ['Torse', 'Gants'],
      'Cyclone',
    ],
    [
      'the inventory order after the main item',
      { 'Anneau 1': [herald], Bottes: [blood], Torse: [cyclone, melee], Casque: [leap] },
      {},
      ['Torse', 'Casque', 'Bottes', 'Anneau 1'],
      'Cyclone',
    ],
    [
      'the first active gem even after supports',
      { Torse: [melee, brutality, cyclone] },
      {},
      ['Torse'],
      'Cyclone',
    ],
    [
      'a group of supports alone names its first gem',
      { Casque: [melee, brutality] },
      {},
      ['Casque'],
      'Melee Physical Damage Support',
    ],
  ])('orders: %s', (_, sockets, links, labels, main) => {
    const layout = gemPanelLayout(sockets, links);
    expect(layout.slots.map((slot) => slot.label)).toEqual(labels);
    expect(layout.mainSkill?.name).toBe(main);
  });

  it('counts gems, not empty sockets, and pads to the stored links', () => {
    const layout = gemPanelLayout(
      { Torse: [cyclone, null, null, melee], Casque: [leap, blood, herald] },
      { Torse: [0, 0, 0, 0, 0, 0] },
    );
    expect(layout.slots.map((slot) => slot.label)).toEqual(['Casque', 'Torse']);
    // The body's 6-link holds two gems and four empty sockets, two of them past the saved gems.
    expect(layout.slots[1]?.groups[0]?.sockets).toEqual([0, 1, 2, 3, 4, 5]);
    expect(layout.slots[1]?.groups[0]?.gems.filter(Boolean)).toEqual([cyclone, melee]);
  });

  it('leaves out groups and slots with no gem, and an empty set has no main skill', () => {
    const layout = gemPanelLayout(
      { Torse: [cyclone, melee, null, null], Gants: [null, null] },
      { Torse: [0, 0, 1, 1] },
    );
    expect(names(layout)).toEqual([['Torse', [['Cyclone', 'Melee Physical Damage Support']]]]);
    expect(gemPanelLayout({})).toEqual({ slots: [], mainSkill: null });
  });

  it('takes the catalogue’s word on supports when given', () => {
    const layout = gemPanelLayout({ Torse: [melee, cyclone] }, {}, (g) => g.name === 'Cyclone');
    expect(layout.mainSkill?.name).toBe('Melee Physical Damage Support');
  });
});

describe('looksLikeSupport', () => {
  it.each([
    [gem('Fortify Support'), true],
    [{ name: 'Added Fire Damage', tags: ['Support', 'Fire'] }, true],
    [gem('Cyclone', 'Attack, AoE'), false],
    [gem('Supported Strike'), false],
  ])('%o → %s', (value, expected) => {
    expect(looksLikeSupport(value)).toBe(expected);
  });
});
