import { useTranslation } from 'react-i18next';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { useLeavingItems } from '../content/useLeavingItems';
import { FavouriteButton } from '../favourites/FavouriteButton';
import type { GuideCard } from 'shared-ui';

const cardKey = (guide: GuideCard) => guide.id;

/** Guide cards (title, description, author) opening the guide's page; they slide in and out. */
export function GuideCards({ guides }: { guides: readonly GuideCard[] }) {
  const { t } = useTranslation('reader');
  const shown = useLeavingItems(guides, cardKey);
  return (
    <CardGrid>
      {shown.map(({ key, item: guide, leaving }) => (
        <ContentCard
          key={key}
          leaving={leaving}
          to={`/guide/custom/${guide.id}`}
          title={guide.title}
          text={guide.description}
          byline={t('guides.by', { author: guide.author })}
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
      ))}
    </CardGrid>
  );
}
