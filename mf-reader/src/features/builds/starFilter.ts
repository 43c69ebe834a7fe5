import { CRITERIA, type Criterion, type Ratings } from 'shared-ui';

/** One criterion's filter: at least, or at most, a number of stars; null when off. */
export type StarFilter = { mode: 'min' | 'max'; value: number } | null;
export type StarFilters = Record<Criterion, StarFilter>;

export const NO_STAR_FILTERS: StarFilters = {
  difficulte: null,
  cout: null,
  boss: null,
  rapidite: null,
  survie: null,
};

/**
 * The click cycle on a star: a new star sets the minimum, the same star again switches to the
 * maximum, a third click clears.
 *
 * @example clickStar({ mode: 'min', value: 3 }, 3) // { mode: 'max', value: 3 }
 */
export function clickStar(current: StarFilter, star: number): StarFilter {
  if (!current || current.value !== star) return { mode: 'min', value: star };
  return current.mode === 'min' ? { mode: 'max', value: star } : null;
}

export const hasActiveStarFilter = (filters: StarFilters) =>
  CRITERIA.some((criterion) => filters[criterion]);

/**
 * Whether a build's ratings pass every active filter. A build with no ratings fails as soon as
 * one filter is active.
 */
export function matchesStarFilters(
  ratings: Ratings | null | undefined,
  filters: StarFilters,
): boolean {
  return CRITERIA.every((criterion) => {
    const filter = filters[criterion];
    if (!filter) return true;
    const rating = ratings?.[criterion];
    if (typeof rating !== 'number') return false;
    return filter.mode === 'min' ? rating >= filter.value : rating <= filter.value;
  });
}

/**
 * The same filters as query parameters for the server's list endpoint (`min_cout=3`,
 * `max_boss=2`), so that filtering happens where the 10,000 builds are.
 */
export function starFilterParams(filters: StarFilters): Record<string, number> {
  const params: Record<string, number> = {};
  for (const criterion of CRITERIA) {
    const filter = filters[criterion];
    if (filter) params[`${filter.mode}_${criterion}`] = filter.value;
  }
  return params;
}
