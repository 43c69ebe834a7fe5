import { describe, expect, it } from 'vitest';
import { NO_BUILD_FILTERS, type BuildFilterValues } from './buildFilterValues';
import { activeFilterCount, readListState, writeListState } from './buildListUrl';
import { NO_STAR_FILTERS } from './starFilter';

const filtered: BuildFilterValues = {
  classe: 'Witch',
  ascendancy: 'Necromancer',
  search: 'nécro zombies',
  league: 'Mercenaries',
  upToDate: true,
  mainSkill: 'Raise Zombie',
  sort: 'favourites',
  stars: { ...NO_STAR_FILTERS, cout: { mode: 'max', value: 2 }, survie: { mode: 'min', value: 4 } },
};

describe('the build list in its address', () => {
  it('writes nothing for the bare list, so it stays /build', () => {
    expect(writeListState({ filters: NO_BUILD_FILTERS, page: 1 }).toString()).toBe('');
  });

  it('writes every filter, the sort and the page with the API’s names', () => {
    expect(Object.fromEntries(writeListState({ filters: filtered, page: 3 }))).toEqual({
      classe: 'Witch',
      ascendancy: 'Necromancer',
      league: 'Mercenaries',
      up_to_date: 'true',
      main_skill: 'Raise Zombie',
      search: 'nécro zombies',
      sort: 'favourites',
      max_cout: '2',
      min_survie: '4',
      page: '3',
    });
  });

  it('reads back what it wrote', () => {
    const written = writeListState({ filters: filtered, page: 3 }).toString();
    expect(readListState(new URLSearchParams(written))).toEqual({ filters: filtered, page: 3 });
  });

  it.each([
    [
      'an unknown class and its ascendancy',
      'classe=Bard&ascendancy=Necromancer',
      { classe: '', ascendancy: '' },
    ],
    [
      'an ascendancy of another class',
      'classe=Duelist&ascendancy=Necromancer',
      { classe: 'Duelist', ascendancy: '' },
    ],
    ['an unknown sort', 'sort=price', { sort: 'newest' }],
    ['a star bound out of range', 'min_cout=9&max_boss=abc', { stars: NO_STAR_FILTERS }],
  ])('reads %s as its default', (_, query, expected) => {
    expect(readListState(new URLSearchParams(query)).filters).toMatchObject(expected);
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=7', 7],
  ])('reads %s as page %i', (query, page) => {
    expect(readListState(new URLSearchParams(query)).page).toBe(page);
  });

  it('counts the active filters for the phone’s button', () => {
    expect(activeFilterCount(NO_BUILD_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_BUILD_FILTERS, search: '   ' })).toBe(0);
    expect(activeFilterCount(filtered)).toBe(9);
  });
});
