import { useState } from 'react';
import {
  Button,
  ErrorCard,
  errorMessage,
  Field,
  Filters,
  GUIDE_TYPES,
  type GuideType,
  Link,
  Loading,
  PageHeading,
  useCurrentUser,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { useGetGuidesQuery } from '../../contentHooks';
import { Pagination } from '../content/Pagination';
import { canCreate } from '../content/permissions';
import { SignInHint } from '../content/SignInHint';
import { useDebounced } from '../content/useDebounced';
import { StaticGuideCards } from './StaticGuideCards';
import { GuideCards } from './GuideCards';

/** Cards per page; each page's guides are grouped by type. */
const PAGE_SIZE = 24;

export function GuideListPage() {
  const { t } = useTranslation('reader');
  usePageMeta(t('guides.title'));
  const user = useCurrentUser();
  const [type, setType] = useState<GuideType | ''>('');
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<'newest' | 'favourites'>('newest');
  const [page, setPage] = useState(1);
  const search = useDebounced(searchText.trim(), 300);
  // The typed text counts once it settles, so the page goes back to 1 with the query it changes.
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }
  const { data, error, isLoading, refetch } = useGetGuidesQuery({
    page,
    limit: PAGE_SIZE,
    ...(user ? {} : { is_public: true }),
    ...(search ? { search } : {}),
    ...(type ? { type } : {}),
    ...(sort === 'newest' ? {} : { sort }),
  });
  const filtered = type !== '' || searchText.trim() !== '';
  const reset = () => {
    setType('');
    setSearchText('');
    setSort('newest');
    setPage(1);
  };

  return (
    <>
      <PageHeading title={t('guides.title')} />
      {canCreate(user) && (
        <Button as={Link} to="/guide/create" variant="primary">
          {t('guides.create')}
        </Button>
      )}
      <SignInHint />
      <nav aria-label={t('guides.basics')}>
        <h2>{t('guides.basics')}</h2>
        <StaticGuideCards />
      </nav>
      <Filters>
        <Field>
          {t('guides.category')}
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as GuideType | '');
              setPage(1);
            }}
          >
            <option value="">{t('guides.allCategories')}</option>
            {GUIDE_TYPES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </Field>
        <Field>
          {t('guides.search')}
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field>
        <Field>
          {t('builds.sort')}
          <select
            value={sort}
            onChange={(event) => {
              setSort(event.target.value === 'favourites' ? 'favourites' : 'newest');
              setPage(1);
            }}
          >
            <option value="newest">{t('builds.sortNewest')}</option>
            <option value="favourites">{t('favourites.sortMost')}</option>
          </select>
        </Field>
        <Button variant="ghost" onClick={reset}>
          {t('guides.reset')}
        </Button>
      </Filters>
      {isLoading && <Loading />}
      {error && (
        <ErrorCard
          // The list's own failure, as the spec words it ('Erreur : {message}'), not the
          // card's default text for a part of the site that cannot be reached.
          title={t('guides.loadError')}
          message={t('loadError.message', { ns: 'common', message: errorMessage(error) })}
          onRetry={() => void refetch()}
        />
      )}
      {data && <p role="status">{t('guides.count', { count: data.total })}</p>}
      {data?.total === 0 && !filtered && (
        <>
          <p>{t('guides.none')}</p>
          {canCreate(user) && (
            <Button as={Link} to="/guide/create">
              {t('guides.createFirst')}
            </Button>
          )}
        </>
      )}
      {data?.total === 0 && filtered && (
        <p>
          {t('guides.empty')}{' '}
          <Button variant="ghost" size="sm" onClick={reset}>
            {t('guides.reset')}
          </Button>
        </p>
      )}
      {GUIDE_TYPES.map((group, index) => {
        const guides = data?.guides.filter((guide) => guide.type === group) ?? [];
        if (guides.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`guide-group-${index}`}>
            <h2 id={`guide-group-${index}`}>{t(`guides.groups.${group}`)}</h2>
            <GuideCards guides={guides} />
          </section>
        );
      })}
      {data && (
        <Pagination page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
      )}
    </>
  );
}
