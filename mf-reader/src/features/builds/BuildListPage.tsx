import { useEffect, useEffectEvent, useState } from 'react';
import {
  ascendancyImage,
  Button,
  ErrorCard,
  errorMessage,
  isAscendancyName,
  isClassName,
  Link,
  Loading,
  PageHeading,
  RatingScaleLegend,
  styled,
  useCurrentUser,
  useLocation,
  usePageMeta,
  useSearchParams,
  useTranslation,
} from 'shared-ui';
import { useGetBuildsQuery } from '../../contentHooks';
import { Pagination } from '../content/Pagination';
import { canCreate } from '../content/permissions';
import { useDebounced } from '../content/useDebounced';
import { SignInHint } from '../content/SignInHint';
import { BuildCards } from './BuildCards';
import { BuildFilters, NO_BUILD_FILTERS, type BuildFilterValues } from './BuildFilters';
import { activeFilterCount, readListState, writeListState } from './buildListUrl';
import { starFilterParams } from './starFilter';

const PAGE_SIZE = 24;

const Backdrop = styled.div<{ $image: string | null }>`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${({ $image }) => ($image ? `url("${$image}") center top / contain no-repeat` : 'none')};
    opacity: 0.08;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The build index. Its filters, sort and page live in the address (`?classe=Witch&page=2`): a
 * list can be shared, survives a reload, and Back returns to it; the server renders the same
 * address the same way. Typing a search replaces the address, once the typing pauses.
 */
export function BuildListPage() {
  const { t } = useTranslation('reader');
  usePageMeta(t('builds.title'));
  const user = useCurrentUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { filters, page } = readListState(params);
  // The field follows the keys at once; the address (and the query) once typing pauses.
  const [typed, setTyped] = useState(filters.search);
  const search = useDebounced(typed, 300);
  const go = (next: BuildFilterValues, nextPage = 1, replace = true) =>
    setParams(writeListState({ filters: next, page: nextPage }), { replace });
  // Only a settled search writes the address; the rest of the state is read from it.
  const writeSearch = useEffectEvent((settled: string) => {
    if (settled !== filters.search) go({ ...filters, search: settled });
  });
  useEffect(() => writeSearch(search), [search]);
  // Back or Forward to another search shows it in the field; the address catching up with
  // the field's own settled search leaves what is being typed alone.
  const [seen, setSeen] = useState(filters.search);
  if (filters.search !== seen) {
    setSeen(filters.search);
    if (filters.search !== search) setTyped(filters.search);
  }

  const query = filters.search.trim();
  const { data, error, isLoading, refetch } = useGetBuildsQuery({
    page,
    limit: PAGE_SIZE,
    // Anonymous visitors ask for public builds only; signed-in lists let the server decide.
    ...(user ? {} : { is_public: true }),
    ...(query ? { search: query } : {}),
    // The address may name anything; the server knows the game's classes and ascendancies only.
    ...(isClassName(filters.classe) ? { classe: filters.classe } : {}),
    ...(isAscendancyName(filters.ascendancy) ? { ascendancy: filters.ascendancy } : {}),
    ...(filters.league ? { league: filters.league } : {}),
    ...(filters.upToDate ? { up_to_date: true } : {}),
    ...(filters.mainSkill ? { main_skill: filters.mainSkill } : {}),
    sort: filters.sort,
    ...starFilterParams(filters.stars),
  });
  const filtered = activeFilterCount(filters) > 0;
  const image =
    filters.classe && filters.ascendancy
      ? ascendancyImage(filters.classe, filters.ascendancy)
      : null;
  const listAddress = `${location.pathname}${location.search}`;

  return (
    <Backdrop $image={image}>
      <Head>
        <PageHeading title={t('builds.title')} />
        {canCreate(user) && (
          <Button as={Link} to="/build/create" variant="primary">
            {t('builds.create')}
          </Button>
        )}
      </Head>
      <SignInHint />
      <BuildFilters
        values={{ ...filters, search: typed }}
        onChange={(next) => {
          if (next.search !== typed) setTyped(next.search);
          else go({ ...next, search: filters.search });
        }}
        onReset={() => {
          setTyped('');
          go(NO_BUILD_FILTERS);
        }}
      />
      {isLoading && <Loading />}
      {error && (
        <ErrorCard
          // The list's own failure, as the spec words it ('Erreur : {message}'), not the
          // card's default text for a part of the site that cannot be reached.
          title={t('builds.loadError')}
          message={t('loadError.message', { ns: 'common', message: errorMessage(error) })}
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <>
          <Summary>
            <p role="status">{t('builds.count', { count: data.total })}</p>
            <RatingScaleLegend />
          </Summary>
          {data.total === 0 && <p>{filtered ? t('builds.empty') : t('builds.none')}</p>}
          <BuildCards builds={data.builds} headingLevel={2} listAddress={listAddress} />
          <Pagination
            page={page}
            pages={Math.ceil(data.total / PAGE_SIZE)}
            onPage={(next) => go(filters, next, false)}
          />
        </>
      )}
    </Backdrop>
  );
}
