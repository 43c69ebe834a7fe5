import { CRITERIA, type Ratings, styled, useRatingMeaning, useTranslation } from 'shared-ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  dt {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  dd {
    margin: 0;
  }
  dd > span {
    display: flex;
    gap: 2px;
  }
`;

const Segment = styled.span<{ $on: boolean }>`
  flex: 1;
  height: 6px;
  border-radius: 1px;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  opacity: ${({ $on }) => ($on ? 1 : 0.5)};
`;

/**
 * A card's five ratings as short labels over five-segment bars; each says what it reads as in
 * its tooltip and to screen readers ('Difficulté : 2/5 (1 = très facile à jouer · 5 = exigeant)').
 */
export function CardRatings({ ratings }: { ratings: Ratings }) {
  const { t } = useTranslation('reader');
  const meaning = useRatingMeaning();
  return (
    <List>
      {CRITERIA.map((criterion) => {
        const value = ratings[criterion];
        const title = t('builds.ratingTitle', {
          criterion: t(`ratings.${criterion}`),
          value,
          meaning: meaning(criterion),
        });
        return (
          <div key={criterion} title={title} data-testid={`card-rating-${criterion}`}>
            <dt aria-hidden="true">{t(`builds.ratingShort.${criterion}`)}</dt>
            <dd>
              <span role="img" aria-label={title}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Segment key={n} $on={n <= value} />
                ))}
              </span>
            </dd>
          </div>
        );
      })}
    </List>
  );
}
