import { useTranslation } from 'react-i18next';
import { CardGrid, ContentCard } from '../content/ContentCard';
import type { GuideCard } from 'shared-ui';

/** Guide cards (title, description, author) opening the guide's page. */
export function GuideCards({ guides }: { guides: readonly GuideCard[] }) {
  const { t } = useTranslation('reader');
  return (
    <CardGrid>
      {guides.map((guide) => (
        <ContentCard
          key={guide.id}
          to={`/guide/custom/${guide.id}`}
          title={guide.title}
          text={guide.description}
          byline={t('guides.by', { author: guide.author })}
        />
      ))}
    </CardGrid>
  );
}
