import { NO_STAR_FILTERS, type StarFilters } from './starFilter';

export interface BuildFilterValues {
  classe: string;
  ascendancy: string;
  search: string;
  /** '' for every league. */
  league: string;
  /** Only builds last updated for the current game version (« à jour (3.29) »). */
  upToDate: boolean;
  /** A main skill's English name; '' for every skill. */
  mainSkill: string;
  sort: 'newest' | 'oldest' | 'title' | 'favourites';
  stars: StarFilters;
}

export const NO_BUILD_FILTERS: BuildFilterValues = {
  classe: '',
  ascendancy: '',
  search: '',
  league: '',
  upToDate: false,
  mainSkill: '',
  sort: 'newest',
  stars: NO_STAR_FILTERS,
};
