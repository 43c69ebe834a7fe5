import { CRITERIA, isClassName, ASCENDANCIES } from 'shared-ui';
import { NO_BUILD_FILTERS, type BuildFilterValues } from './buildFilterValues';
import { NO_STAR_FILTERS, type StarFilters } from './starFilter';

const SORTS: readonly BuildFilterValues['sort'][] = ['newest', 'oldest', 'title', 'favourites'];

/** The list's state in its address: the filters and the page. */
export interface BuildListState {
  filters: BuildFilterValues;
  page: number;
}

/** Only a star count from 1 to 5 is a bound; anything else in a typed or old address is off. */
function bound(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/**
 * The list's state from its address (`?classe=Witch&min_cout=3&page=2`); what is missing or
 * malformed reads as its default, so any address opens a list.
 * @example readListState(new URLSearchParams('search=necro&page=2')).page // 2
 */
export function readListState(params: URLSearchParams): BuildListState {
  const classe = params.get('classe') ?? '';
  const validClass = isClassName(classe) ? classe : '';
  const ascendancy = params.get('ascendancy') ?? '';
  const ascendancies: readonly string[] = validClass ? ASCENDANCIES[validClass] : [];
  const sort = params.get('sort') ?? '';
  const stars: StarFilters = { ...NO_STAR_FILTERS };
  for (const criterion of CRITERIA) {
    const min = bound(params.get(`min_${criterion}`));
    const max = bound(params.get(`max_${criterion}`));
    stars[criterion] = min ? { mode: 'min', value: min } : max ? { mode: 'max', value: max } : null;
  }
  const page = Number(params.get('page'));
  return {
    filters: {
      classe: validClass,
      ascendancy: ascendancies.includes(ascendancy) ? ascendancy : '',
      search: (params.get('search') ?? '').slice(0, 200),
      league: (params.get('league') ?? '').slice(0, 40),
      upToDate: params.get('up_to_date') === 'true',
      mainSkill: (params.get('main_skill') ?? '').slice(0, 100),
      sort: SORTS.find((s) => s === sort) ?? NO_BUILD_FILTERS.sort,
      stars,
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * The address's query for a state, leaving out defaults so the bare list stays `/build`.
 * @example writeListState({ filters: { ...NO_BUILD_FILTERS, search: 'nécro' }, page: 1 }).toString()
 * // 'search=n%C3%A9cro'
 */
export function writeListState({ filters, page }: BuildListState): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.classe) params.set('classe', filters.classe);
  if (filters.ascendancy) params.set('ascendancy', filters.ascendancy);
  if (filters.league) params.set('league', filters.league);
  if (filters.upToDate) params.set('up_to_date', 'true');
  if (filters.mainSkill) params.set('main_skill', filters.mainSkill);
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== NO_BUILD_FILTERS.sort) params.set('sort', filters.sort);
  for (const criterion of CRITERIA) {
    const filter = filters.stars[criterion];
    if (filter) params.set(`${filter.mode}_${criterion}`, String(filter.value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** How many filters differ from the defaults (the phone's 'Filtres (3)' button). */
export function activeFilterCount(filters: BuildFilterValues): number {
  return (
    [
      filters.classe,
      filters.ascendancy,
      filters.league,
      filters.mainSkill,
      filters.search.trim(),
    ].filter(Boolean).length +
    (filters.sort !== NO_BUILD_FILTERS.sort ? 1 : 0) +
    (filters.upToDate ? 1 : 0) +
    CRITERIA.filter((criterion) => filters.stars[criterion]).length
  );
}
