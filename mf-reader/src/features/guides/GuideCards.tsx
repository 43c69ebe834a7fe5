import { useTranslation } from 'shared-ui';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { ExampleBadge } from '../content/ExampleBadge';
import { useLeavingItems } from '../content/useLeavingItems';
import { FavouriteButton } from '../favourites/FavouriteButton';
import type { GuideCard } from 'shared-ui';

const cardKey = (guide: GuideCard) => guide.id;

/**
 * One guide's card: title, description, author (after `kind`, where a list mixes builds and
 * guides) and favourites, opening the guide's page.
 */
export function GuideCardItem({
  guide,
  headingLevel,
  leaving,
  kind,
}: {
  guide: GuideCard;
  headingLevel?: 2 | 3;
  leaving?: boolean;
  kind?: string;
}) {
  const { t } = useTranslation('reader');
  const by = t('guides.by', { author: guide.author });
  return (
    <ContentCard
      leaving={leaving}
      to={`/guide/custom/${guide.id}`}
      title={guide.title}
      text={guide.description}
      byline={kind ? `${kind} · ${by}` : by}
      headingLevel={headingLevel}
      meta={<ExampleBadge item={guide} />}
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

/** Guide cards opening the guide's page; they slide in and out. */
export function GuideCards({ guides }: { guides: readonly GuideCard[] }) {
  const shown = useLeavingItems(guides, cardKey);
  return (
    <CardGrid>
      {shown.map(({ key, item: guide, leaving }) => (
        <GuideCardItem key={key} guide={guide} leaving={leaving} />
      ))}
    </CardGrid>
  );
}
