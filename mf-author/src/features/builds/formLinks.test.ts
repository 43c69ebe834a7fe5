import type { Build } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { emptyBuildForm, fromBuild, toPayload, type StoredBuild } from './buildForm';
import { slotLinksOf, withEquipment, withToggledLink } from './formLinks';
import { socketGrid } from './socketGrid';

const itemText = (sockets: string) =>
  [
    'Item Class: Body Armours',
    'Rarity: Rare',
    'Dread Shell',
    'Glorious Plate',
    '--------',
    `Sockets: ${sockets}`,
    '--------',
    'Item Level: 84',
  ].join('\n');

describe('slotLinksOf', () => {
  it('reads a slot without stored links as all linked over its drawn sockets', () => {
    expect(slotLinksOf({}, 'Torse')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(slotLinksOf({}, 'Anneau 1')).toEqual([0]);
  });

  it('gives sockets past the stored links a group each', () => {
    expect(slotLinksOf({ Casque: [0, 0] }, 'Casque')).toEqual([0, 0, 1, 2]);
  });
});

describe('withToggledLink', () => {
  it('unlinks then links again two sockets, and marks the slot as linked by hand', () => {
    const unlinked = withToggledLink(emptyBuildForm(), 'main', 'Torse', 1);
    expect(unlinked.links.main.Torse).toEqual([0, 0, 1, 1, 1, 1]);
    expect(unlinked.linksByHand.main).toEqual(['Torse']);
    expect(unlinked.links.endgame).toEqual({});
    const relinked = withToggledLink(unlinked, 'main', 'Torse', 1);
    expect(relinked.links.main.Torse).toEqual([0, 0, 0, 0, 0, 0]);
    expect(relinked.linksByHand.main).toEqual(['Torse']);
  });

  it('keeps each phase its own links', () => {
    const form = withToggledLink(emptyBuildForm(), 'leveling', 'Gants', 2);
    expect(form.links.leveling).toEqual({ Gants: [0, 0, 0, 1] });
    expect(form.links.main).toEqual({});
    expect(toPayload(form).gem_links).toEqual({ gem_sockets_leveling: { Gants: [0, 0, 0, 1] } });
  });
});

describe('withEquipment (a pasted item)', () => {
  it('takes the links of the Sockets line onto the matching gem slot', () => {
    const form = withEquipment(emptyBuildForm(), 'main', { body: itemText('G-R-R-R R-G') });
    expect(form.equipment.main.body).toContain('Sockets: G-R-R-R R-G');
    expect(form.links.main).toEqual({ Torse: [0, 0, 0, 0, 1, 1] });
  });

  it.each([
    ['helmet', 'Casque'],
    ['gloves', 'Gants'],
    ['boots', 'Bottes'],
    ['weapon', 'Arme 1'],
    ['shield', 'Arme 2'],
    ['ring2', 'Anneau 2'],
  ])('sends %s to %s', (slot, label) => {
    const form = withEquipment(emptyBuildForm(), 'endgame', { [slot]: itemText('B B') });
    expect(form.links.endgame).toEqual({ [label]: [0, 1] });
  });

  it('leaves links the author set by hand, and items without sockets', () => {
    const byHand = withToggledLink(emptyBuildForm(), 'main', 'Torse', 0);
    const pasted = withEquipment(byHand, 'main', {
      body: itemText('R-R-R-R-R-R'),
      amulet: 'Rarity: Rare\nFoe Beads\nOnyx Amulet',
    });
    expect(pasted.links.main).toEqual({ Torse: [0, 1, 1, 1, 1, 1] });
    const noLine = withEquipment(emptyBuildForm(), 'main', { helmet: 'Rarity: Unique\nGoldrim' });
    expect(noLine.links.main).toEqual({});
  });

  it('does not read again an item that did not change', () => {
    const first = withEquipment(emptyBuildForm(), 'main', { body: itemText('R-R-R-R-R-R') });
    const byHand = withToggledLink(first, 'main', 'Torse', 4);
    const unchanged = { ...byHand, linksByHand: { ...byHand.linksByHand, main: [] } };
    const next = withEquipment(unchanged, 'main', { ...first.equipment.main, ring1: 'Ring' });
    expect(next.links.main.Torse).toEqual([0, 0, 0, 0, 0, 1]);
  });
});

describe('links on the wire', () => {
  it('loads the stored links of each gear set and sends them back under the same fields', () => {
    const gemLinks = {
      gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] },
      gem_sockets_optimisation: { Casque: [0, 1, 1, 1] },
    };
    const form = fromBuild({ ...({} as Build), gem_links: gemLinks } as StoredBuild);
    expect(form.links.main).toEqual({ Torse: [0, 0, 0, 0, 1, 1] });
    expect(form.links.optimisation).toEqual({ Casque: [0, 1, 1, 1] });
    expect(form.links.leveling).toEqual({});
    expect(toPayload(form).gem_links).toEqual(gemLinks);
  });

  it('loads a build saved before links as having none', () => {
    const form = fromBuild({ ...({} as Build) } as StoredBuild);
    expect(toPayload(form).gem_links).toEqual({});
  });
});

describe('socketGrid', () => {
  it('puts each link in the gap between its two sockets, following the zig-zag', () => {
    const links = socketGrid(6).cells.filter((cell) => cell.kind === 'link');
    expect(links.map(({ row, column, direction }) => [row, column, direction])).toEqual([
      [1, 2, 'horizontal'],
      [2, 3, 'vertical'],
      [3, 2, 'horizontal'],
      [4, 1, 'vertical'],
      [5, 2, 'horizontal'],
    ]);
    expect(socketGrid(1).cells).toEqual([{ kind: 'socket', index: 0, row: 1, column: 1 }]);
  });
});
