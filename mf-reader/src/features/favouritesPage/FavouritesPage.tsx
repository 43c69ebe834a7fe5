import { useState } from 'react';
import {
  ErrorCard,
  errorMessage,
  Link,
  Loading,
  PageHeading,
  skipToken,
  useCurrentUser,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { BuildCardItem } from '../builds/BuildCards';
import { CardGrid } from '../content/ContentCard';
import { Pagination } from '../content/Pagination';
import { GuideCardItem } from '../guides/GuideCards';
import { useGetNextStepsQuery, type NextStep } from '../follow/followApi';
import { NextStepLine } from '../follow/NextStepLine';
import { useGetFavouritesQuery, type FavouriteItem } from '../favourites/favouritesApi';

const PAGE_SIZE = 24;

/** One favourite as the lists draw it, its kind said before the author. */
function FavouriteCard({ item, next }: { item: FavouriteItem; next?: NextStep }) {
  const { t } = useTranslation('reader');
  if (item.build) {
    return (
      <BuildCardItem
        build={item.build}
        headingLevel={2}
        kind={t('favourites.kindBuild')}
        extra={next && <NextStepLine next={next} />}
      />
    );
  }
  if (!item.guide) return null;
  return <GuideCardItem guide={item.guide} headingLevel={2} kind={t('favourites.kindGuide')} />;
}

/** 'Mes favoris': the builds and guides the signed-in reader marked, last marked first. */
export function FavouritesPage() {
  const { t } = useTranslation('reader');
  usePageMeta(t('favourites.title'));
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetFavouritesQuery(
    user ? { page, limit: PAGE_SIZE } : skipToken,
  );
  // The builds the reader follows, with their next step (an unanswered ask shows none).
  const { data: followed } = useGetNextStepsQuery(user ? undefined : skipToken);
  const nextOf = new Map(followed?.builds.map((b) => [b.buildId, b]));
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
          // The list's own failure, as the spec words it ('Erreur : {message}'), not the
          // card's default text for a part of the site that cannot be reached.
          title={t('favourites.loadError')}
          message={t('loadError.message', { ns: 'common', message: errorMessage(error) })}
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <>
          <p role="status">{t('favourites.total', { count: data.total })}</p>
          {data.total === 0 && <p>{t('favourites.empty')}</p>}
          <CardGrid>
            {data.items.map((item) => (
              <FavouriteCard
                key={`${item.kind}-${item.build?.id ?? item.guide?.id}`}
                item={item}
                next={item.build ? nextOf.get(item.build.id) : undefined}
              />
            ))}
          </CardGrid>
          <Pagination page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </>
  );
}
