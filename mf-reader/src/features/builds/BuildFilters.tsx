import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASCENDANCIES,
  Button,
  CLASSES,
  Field,
  Filters,
  isClassName,
  useGetSiteQuery,
} from 'shared-ui';
import { StarFilterPanel } from './StarFilterPanel';
import { NO_STAR_FILTERS, type StarFilters } from './starFilter';

export interface BuildFilterValues {
  classe: string;
  ascendancy: string;
  search: string;
  /** '' for every league. */
  league: string;
  sort: 'newest' | 'oldest' | 'title' | 'favourites';
  stars: StarFilters;
}

export const NO_BUILD_FILTERS: BuildFilterValues = {
  classe: '',
  ascendancy: '',
  search: '',
  league: '',
  sort: 'newest',
  stars: NO_STAR_FILTERS,
};

interface Props {
  values: BuildFilterValues;
  onChange: (values: BuildFilterValues) => void;
  onReset: () => void;
}

export function BuildFilters({ values, onChange, onReset }: Props) {
  const { t } = useTranslation('reader');
  const [advanced, setAdvanced] = useState(false);
  const ascendancies = isClassName(values.classe) ? ASCENDANCIES[values.classe] : [];
  const { data: site } = useGetSiteQuery();
  const leagues = site?.game?.leagues ?? [];
  return (
    <>
      <Filters>
        <Field>
          {t('builds.class')}
          <select
            value={values.classe}
            onChange={(event) =>
              onChange({ ...values, classe: event.target.value, ascendancy: '' })
            }
          >
            <option value="">{t('builds.allClasses')}</option>
            {CLASSES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </Field>
        <Field>
          {t('builds.ascendancy')}
          <select
            value={values.ascendancy}
            disabled={ascendancies.length === 0}
            onChange={(event) => onChange({ ...values, ascendancy: event.target.value })}
          >
            <option value="">{t('builds.allAscendancies')}</option>
            {ascendancies.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </Field>
        <Field>
          {t('league.label')}
          <select
            value={values.league}
            onChange={(event) => onChange({ ...values, league: event.target.value })}
          >
            <option value="">{t('league.all')}</option>
            {leagues.map((name, i) => (
              <option key={name} value={name}>
                {i === 0 ? t('league.current', { league: name }) : name}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('builds.search')}
          <input
            type="search"
            value={values.search}
            onChange={(event) => onChange({ ...values, search: event.target.value })}
          />
        </Field>
        <Field>
          {t('builds.sort')}
          <select
            value={values.sort}
            onChange={(event) =>
              onChange({ ...values, sort: event.target.value as BuildFilterValues['sort'] })
            }
          >
            <option value="newest">{t('builds.sortNewest')}</option>
            <option value="oldest">{t('builds.sortOldest')}</option>
            <option value="title">{t('builds.sortTitle')}</option>
            <option value="favourites">{t('favourites.sortMost')}</option>
          </select>
        </Field>
      </Filters>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={advanced}
        onClick={() => setAdvanced(!advanced)}
      >
        {t('builds.advanced')} {advanced ? '▴' : '▾'}
      </Button>
      <Button variant="ghost" size="sm" onClick={onReset}>
        {t('builds.reset')}
      </Button>
      {advanced && (
        <StarFilterPanel
          filters={values.stars}
          onChange={(stars) => onChange({ ...values, stars })}
        />
      )}
    </>
  );
}
