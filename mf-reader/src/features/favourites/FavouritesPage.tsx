import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ErrorCard,
  errorMessage,
  Loading,
  PageHeading,
  selectCurrentUser,
  skipToken,
  useAppSelector,
} from 'shared-ui';
import { LeagueTag } from '../builds/LeagueTag';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { Pagination } from '../content/Pagination';
import { FavouriteButton } from './FavouriteButton';
import { useGetFavouritesQuery, type FavouriteItem } from './favouritesApi';

const PAGE_SIZE = 24;

/** One favourite as the lists draw it, its kind said before the author. */
function FavouriteCard({ item }: { item: FavouriteItem }) {
  const { t } = useTranslation('reader');
  if (item.build) {
    const build = item.build;
    return (
      <ContentCard
        to={`/build/custom/${build.id}`}
        title={build.title}
        text={build.introduction}
        byline={`${t('favourites.kindBuild')} · ${t('builds.by', { author: build.author })}`}
        headingLevel={2}
        meta={<LeagueTag build={build} />}
        aside={
          <FavouriteButton
            kind="build"
            id={build.id}
            isFavourite={build.is_favourite}
            count={build.favourite_count}
            variant="card"
          />
        }
      />
    );
  }
  if (!item.guide) return null;
  const guide = item.guide;
  return (
    <ContentCard
      to={`/guide/custom/${guide.id}`}
      title={guide.title}
      text={guide.description}
      byline={`${t('favourites.kindGuide')} · ${t('guides.by', { author: guide.author })}`}
      headingLevel={2}
      aside={
        <FavouriteButton
          kind="guide"
          id={guide.id}
          isFavourite={guide.is_favourite}
          count={guide.favourite_count}
          variant="card"
        />
      }
    />
  );
}

/** 'Mes favoris': the builds and guides the signed-in reader marked, last marked first. */
export function FavouritesPage() {
  const { t } = useTranslation('reader');
  const user = useAppSelector(selectCurrentUser);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetFavouritesQuery(
    user ? { page, limit: PAGE_SIZE } : skipToken,
  );
  return (
    <>
      <PageHeading title={t('favourites.title')} />
      {!user && (
        <p>
          {t('favourites.signInToSee')} <Link to="/userauth">{t('favourites.signInLink')}</Link>
        </p>
      )}
      {isLoading && <Loading />}
      {error && (
        <ErrorCard
          message={`${t('favourites.loadError')} (${errorMessage(error)})`}
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <>
          <p role="status">{t('favourites.total', { count: data.total })}</p>
          {data.total === 0 && <p>{t('favourites.empty')}</p>}
          <CardGrid>
            {data.items.map((item) => (
              <FavouriteCard key={`${item.kind}-${item.build?.id ?? item.guide?.id}`} item={item} />
            ))}
          </CardGrid>
          <Pagination page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </>
  );
}
