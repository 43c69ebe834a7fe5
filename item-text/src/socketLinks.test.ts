import { describe, expect, it } from 'vitest';
import {
  groupSocketedGems,
  isLinkedToNext,
  linksFromSockets,
  normaliseLinks,
  socketLinksOfItemText,
  toggleLink,
} from './socketLinks';

describe('linksFromSockets', () => {
  it.each([
    ['G-R-R-R-R-G', [0, 0, 0, 0, 0, 0]],
    ['R-R B-G', [0, 0, 1, 1]],
    ['B B B', [0, 1, 2]],
    ['R-G-B R-G-B', [0, 0, 0, 1, 1, 1]],
    ['A', [0]],
    ['  W-W  ', [0, 0]],
    ['', []],
    ['R-R-R-R-R-R-R', [0, 0, 0, 0, 0, 0]],
  ])('reads %j as %j', (value, links) => {
    expect(linksFromSockets(value)).toEqual(links);
  });
});

describe('socketLinksOfItemText', () => {
  it('reads the Sockets line of an English item', () => {
    const text =
      'Item Class: Body Armours\nRarity: Rare\nDoom Shell\nAstral Plate\n--------\nSockets: B-B-B-B G-G\n';
    expect(socketLinksOfItemText(text)).toEqual([0, 0, 0, 0, 1, 1]);
  });

  it('reads the Châsses line of a French item', () => {
    expect(socketLinksOfItemText('Rareté: Rare\n--------\nChâsses : R-R-G\n')).toEqual([0, 0, 0]);
  });

  it('is undefined for an item without sockets', () => {
    expect(socketLinksOfItemText('Rarity: Unique\nGoldrim\nLeather Cap\n')).toBeUndefined();
  });
});

describe('normaliseLinks', () => {
  it.each([
    [[0, 2, 2], 3, [0, 1, 1]],
    [[0, 0, 0, 0, 0, 0], 4, [0, 0, 0, 0]],
    [[0, 0], 4, [0, 0, 1, 2]],
    [[5, 5, 1], 3, [0, 0, 1]],
  ])('reads %j over %i sockets as %j', (value, sockets, links) => {
    expect(normaliseLinks(value, sockets)).toEqual(links);
  });

  it.each([[[]], ['0-0'], [[0, -1]], [[0, 1.5]], [null]])('refuses %j', (value) => {
    expect(normaliseLinks(value, 3)).toBeUndefined();
  });
});

describe('groupSocketedGems', () => {
  it('splits a 4-link and a 2-link', () => {
    expect(groupSocketedGems(['a', 'b', 'c', 'd', 'e', 'f'], [0, 0, 0, 0, 1, 1])).toEqual([
      { sockets: [0, 1, 2, 3], gems: ['a', 'b', 'c', 'd'] },
      { sockets: [4, 5], gems: ['e', 'f'] },
    ]);
  });

  it('keeps empty sockets in their group', () => {
    expect(groupSocketedGems(['a', null, 'c'], [0, 1, 1])).toEqual([
      { sockets: [0], gems: ['a'] },
      { sockets: [1, 2], gems: [null, 'c'] },
    ]);
  });

  it('reads a slot without links as one group', () => {
    expect(groupSocketedGems(['a', 'b', 'c'], undefined)).toEqual([
      { sockets: [0, 1, 2], gems: ['a', 'b', 'c'] },
    ]);
  });
});

describe('toggleLink', () => {
  it('breaks a link and joins it again', () => {
    const broken = toggleLink([0, 0, 0, 0], 1);
    expect(broken).toEqual([0, 0, 1, 1]);
    expect(isLinkedToNext(broken, 1)).toBe(false);
    expect(toggleLink(broken, 1)).toEqual([0, 0, 0, 0]);
  });

  it('leaves links alone past the last socket', () => {
    expect(toggleLink([0, 0], 1)).toEqual([0, 0]);
  });
});
