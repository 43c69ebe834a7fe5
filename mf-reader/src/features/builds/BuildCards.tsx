import { useTranslation } from 'react-i18next';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { useLeavingItems } from '../content/useLeavingItems';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { LeagueTag } from './LeagueTag';
import type { BuildCard } from 'shared-ui';

const cardKey = (build: BuildCard) => build.id;

/**
 * Build cards (title, introduction, author) opening the build's page; they slide in and out.
 * `headingLevel` 2 where no section heading stands between them and the page's h1.
 */
export function BuildCards({
  builds,
  headingLevel,
}: {
  builds: readonly BuildCard[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('reader');
  const shown = useLeavingItems(builds, cardKey);
  return (
    <CardGrid>
      {shown.map(({ key, item: build, leaving }) => (
        <ContentCard
          key={key}
          leaving={leaving}
          to={`/build/custom/${build.id}`}
          title={build.title}
          text={build.introduction}
          byline={t('builds.by', { author: build.author })}
          headingLevel={headingLevel}
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
      ))}
    </CardGrid>
  );
}
