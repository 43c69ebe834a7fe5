import { describe, expect, it } from 'vitest';
import type { Ratings } from 'shared-ui';
import {
  clickStar,
  hasActiveStarFilter,
  matchesStarFilters,
  NO_STAR_FILTERS,
  starFilterParams,
  type StarFilter,
} from './starFilter';

describe('clickStar', () => {
  it.each<[StarFilter, number, StarFilter]>([
    [null, 3, { mode: 'min', value: 3 }],
    [{ mode: 'min', value: 3 }, 3, { mode: 'max', value: 3 }],
    [{ mode: 'max', value: 3 }, 3, null],
    [{ mode: 'min', value: 3 }, 4, { mode: 'min', value: 4 }],
    [{ mode: 'max', value: 3 }, 1, { mode: 'min', value: 1 }],
  ])('from %j, a click on star %i gives %j', (current, star, next) => {
    expect(clickStar(current, star)).toEqual(next);
  });

  it('cycles min, max, cleared on the same star', () => {
    let filter: StarFilter = null;
    const seen = [1, 2, 3].map(() => (filter = clickStar(filter, 2)));
    expect(seen).toEqual([{ mode: 'min', value: 2 }, { mode: 'max', value: 2 }, null]);
  });
});

const ratings: Ratings = { difficulte: 2, cout: 4, boss: 5, rapidite: 3, survie: 1 };

describe('matchesStarFilters', () => {
  it('lets everything through when no filter is active', () => {
    expect(matchesStarFilters(ratings, NO_STAR_FILTERS)).toBe(true);
    expect(matchesStarFilters(undefined, NO_STAR_FILTERS)).toBe(true);
  });

  it.each([
    [{ cout: { mode: 'min', value: 4 } }, true],
    [{ cout: { mode: 'min', value: 5 } }, false],
    [{ survie: { mode: 'max', value: 1 } }, true],
    [{ difficulte: { mode: 'max', value: 1 } }, false],
    [{ boss: { mode: 'min', value: 5 }, rapidite: { mode: 'max', value: 3 } }, true],
    [{ boss: { mode: 'min', value: 5 }, rapidite: { mode: 'max', value: 2 } }, false],
  ] as const)('applies %j', (active, expected) => {
    expect(matchesStarFilters(ratings, { ...NO_STAR_FILTERS, ...active })).toBe(expected);
  });

  it('fails a build with no ratings as soon as one filter is active', () => {
    const filters = { ...NO_STAR_FILTERS, cout: { mode: 'max', value: 5 } } as const;
    expect(matchesStarFilters(null, filters)).toBe(false);
    expect(matchesStarFilters({ ...ratings, cout: undefined } as unknown as Ratings, filters)).toBe(
      false,
    );
  });
});

describe('starFilterParams and hasActiveStarFilter', () => {
  it('turns active filters into min_/max_ parameters', () => {
    const filters = {
      ...NO_STAR_FILTERS,
      cout: { mode: 'min', value: 3 },
      boss: { mode: 'max', value: 2 },
    } as const;
    expect(starFilterParams(filters)).toEqual({ min_cout: 3, max_boss: 2 });
    expect(hasActiveStarFilter(filters)).toBe(true);
    expect(starFilterParams(NO_STAR_FILTERS)).toEqual({});
    expect(hasActiveStarFilter(NO_STAR_FILTERS)).toBe(false);
  });
});
