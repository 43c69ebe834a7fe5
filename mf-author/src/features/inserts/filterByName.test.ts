import { describe, expect, it } from 'vitest';
import { filterByName } from './filterByName';

const gems = [
  { name: 'Fireball', displayName: 'Boule de feu' },
  { name: 'Arc', displayName: 'Arc électrique' },
  { name: 'Cyclone', displayName: 'Cyclone' },
];

describe('filterByName', () => {
  it.each([
    ['', ['Fireball', 'Arc', 'Cyclone']],
    ['  ', ['Fireball', 'Arc', 'Cyclone']],
    ['boule', ['Fireball']],
    ['FIRE', ['Fireball']],
    ['electrique', ['Arc']],
    ['ÉLEC', ['Arc']],
    ['c', ['Arc', 'Cyclone']],
    ['zzz', []],
  ])('%j keeps %j', (filter, names) => {
    expect(filterByName(gems, filter).map((gem) => gem.name)).toEqual(names);
  });
});
