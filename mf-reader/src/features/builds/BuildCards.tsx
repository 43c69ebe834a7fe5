import { useTranslation } from 'react-i18next';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { useLeavingItems } from '../content/useLeavingItems';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { LeagueTag } from './LeagueTag';
import type { BuildCard } from 'shared-ui';

const cardKey = (build: BuildCard) => build.id;

/**
 * One build's card: title, introduction, author (after `kind`, where a list mixes builds and
 * guides), league and favourites, opening the build's page.
 */
export function BuildCardItem({
  build,
  headingLevel,
  leaving,
  kind,
}: {
  build: BuildCard;
  headingLevel?: 2 | 3;
  leaving?: boolean;
  kind?: string;
}) {
  const { t } = useTranslation('reader');
  const by = t('builds.by', { author: build.author });
  return (
    <ContentCard
      leaving={leaving}
      to={`/build/custom/${build.id}`}
      title={build.title}
      text={build.introduction}
      byline={kind ? `${kind} · ${by}` : by}
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
  );
}

/**
 * Build cards opening the build's page; they slide in and out. `headingLevel` 2 where no
 * section heading stands between them and the page's h1.
 */
export function BuildCards({
  builds,
  headingLevel,
}: {
  builds: readonly BuildCard[];
  headingLevel?: 2 | 3;
}) {
  const shown = useLeavingItems(builds, cardKey);
  return (
    <CardGrid>
      {shown.map(({ key, item: build, leaving }) => (
        <BuildCardItem key={key} build={build} leaving={leaving} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}
