import { useState } from 'react';
import {
  ASCENDANCIES,
  Button,
  CLASSES,
  Field,
  isClassName,
  useClassNames,
  styled,
  useGetSiteQuery,
  useTranslation,
} from 'shared-ui';
import { useGetMainSkillsQuery } from '../../contentHooks';
import { activeFilterCount } from './buildListUrl';
import type { BuildFilterValues } from './buildFilterValues';
import { StarFilterPanel } from './StarFilterPanel';
import { hasActiveStarFilter } from './starFilter';

export { NO_BUILD_FILTERS, type BuildFilterValues } from './buildFilterValues';

/** On a phone only: the button that unfolds the filters, with how many are on. */
const Toggle = styled(Button)`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

/**
 * The filters: folded on a phone until 'Filtres' is pressed (plain CSS, so the page the server
 * renders is already folded and the first card shows above the fold), always open from a tablet.
 */
const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  margin-top: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tablet} {
    display: block;
    margin-top: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** A tick on the filters' grid line, as tall as a field to tap on a phone. */
const UpToDate = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  input {
    width: 20px;
    height: 20px;
  }
`;

interface Props {
  values: BuildFilterValues;
  onChange: (values: BuildFilterValues) => void;
  onReset: () => void;
}

export function BuildFilters({ values, onChange, onReset }: Props) {
  const { t, i18n } = useTranslation('reader');
  const names = useClassNames();
  const [open, setOpen] = useState(false);
  // Opened by an address that carries star bounds, so they show.
  const [advanced, setAdvanced] = useState(() => hasActiveStarFilter(values.stars));
  const ascendancies = isClassName(values.classe) ? ASCENDANCIES[values.classe] : [];
  const { data: site } = useGetSiteQuery();
  const leagues = site?.game?.leagues ?? [];
  const { data: skillList } = useGetMainSkillsQuery(i18n.language.startsWith('en') ? 'en' : 'fr');
  const skills = skillList?.skills ?? [];
  const active = activeFilterCount(values);
  return (
    <Bar>
      <Toggle
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls="build-filters"
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('builds.filtersActive', { count: active }) : t('builds.filtersButton')}{' '}
        {open ? '▴' : '▾'}
      </Toggle>
      <Panel id="build-filters" $open={open}>
        <Grid>
          <Field>
            {t('builds.search')}
            <input
              type="search"
              value={values.search}
              onChange={(event) => onChange({ ...values, search: event.target.value })}
            />
          </Field>
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
                <option key={name} value={name}>
                  {names.classe(name)}
                </option>
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
                <option key={name} value={name}>
                  {names.ascendancy(name)}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {t('builds.mainSkill')}
            <select
              value={values.mainSkill}
              onChange={(event) => onChange({ ...values, mainSkill: event.target.value })}
            >
              <option value="">{t('builds.allSkills')}</option>
              {/* A shared address may name a skill no visible build has any more. */}
              {values.mainSkill && !skills.some((s) => s.name === values.mainSkill) && (
                <option value={values.mainSkill}>{values.mainSkill}</option>
              )}
              {skills.map((skill) => (
                <option key={skill.name} value={skill.name}>
                  {skill.displayName} ({skill.count})
                </option>
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
              {values.league && !leagues.includes(values.league) && (
                <option value={values.league}>{values.league}</option>
              )}
              {leagues.map((name, i) => (
                <option key={name} value={name}>
                  {i === 0 ? t('league.current', { league: name }) : name}
                </option>
              ))}
            </select>
          </Field>
          {site?.game?.gameVersion && (
            <UpToDate>
              <input
                type="checkbox"
                checked={values.upToDate}
                onChange={(event) => onChange({ ...values, upToDate: event.target.checked })}
              />
              {t('league.upToDate', { version: site.game.gameVersion })}
            </UpToDate>
          )}
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
        </Grid>
        <Actions>
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
        </Actions>
        {advanced && (
          <StarFilterPanel
            filters={values.stars}
            onChange={(stars) => onChange({ ...values, stars })}
          />
        )}
      </Panel>
    </Bar>
  );
}
