import { useTranslation } from 'react-i18next';
import { CardGrid, ContentCard } from '../content/ContentCard';
import type { BuildCard } from 'shared-ui';

/** Build cards (title, introduction, author) opening the build's page. */
export function BuildCards({ builds }: { builds: readonly BuildCard[] }) {
  const { t } = useTranslation('reader');
  return (
    <CardGrid>
      {builds.map((build) => (
        <ContentCard
          key={build.id}
          to={`/build/custom/${build.id}`}
          title={build.title}
          text={build.introduction}
          byline={t('builds.by', { author: build.author })}
        />
      ))}
    </CardGrid>
  );
}
