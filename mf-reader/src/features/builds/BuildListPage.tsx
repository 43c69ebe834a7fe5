import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ascendancyImage,
  Button,
  ErrorCard,
  errorMessage,
  Loading,
  PageHeading,
  useCurrentUser,
} from 'shared-ui';
import { Pagination } from '../content/Pagination';
import { canCreate } from '../content/permissions';
import { useDebounced } from '../content/useDebounced';
import { SignInHint } from '../content/SignInHint';
import { BuildCards } from './BuildCards';
import { BuildFilters, NO_BUILD_FILTERS, type BuildFilterValues } from './BuildFilters';
import { useGetBuildsQuery } from './buildsApi';
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

export function BuildListPage() {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  const [filters, setFilters] = useState<BuildFilterValues>(NO_BUILD_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.search.trim(), 300);
  const update = (next: BuildFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const { data, error, isLoading, refetch } = useGetBuildsQuery({
    page,
    limit: PAGE_SIZE,
    // Anonymous visitors ask for public builds only; signed-in lists let the server decide.
    ...(user ? {} : { is_public: true }),
    ...(search ? { search } : {}),
    ...(filters.classe ? { classe: filters.classe } : {}),
    ...(filters.ascendancy ? { ascendancy: filters.ascendancy } : {}),
    ...(filters.league ? { league: filters.league } : {}),
    sort: filters.sort,
    ...starFilterParams(filters.stars),
  });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_BUILD_FILTERS);
  const image =
    filters.classe && filters.ascendancy
      ? ascendancyImage(filters.classe, filters.ascendancy)
      : null;

  return (
    <Backdrop $image={image}>
      <PageHeading title={t('builds.title')} />
      {canCreate(user) && (
        <Button as={Link} to="/build/create" variant="primary">
          {t('builds.create')}
        </Button>
      )}
      <SignInHint />
      <BuildFilters values={filters} onChange={update} onReset={() => update(NO_BUILD_FILTERS)} />
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
          <p role="status">{t('builds.count', { count: data.total })}</p>
          {data.total === 0 && <p>{filtered ? t('builds.empty') : t('builds.none')}</p>}
          <BuildCards builds={data.builds} headingLevel={2} />
          <Pagination page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </Backdrop>
  );
}
