import { CRITERIA, type Criterion, styled, useRatingMeaning, useTranslation } from 'shared-ui';
import { clickStar, type StarFilters } from './starFilter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
`;

const Name = styled.span`
  display: grid;
  min-width: 10rem;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Star = styled.button<{ $on: boolean }>`
  width: 36px;
  height: 36px;
  font-size: 1.3rem;
  color: ${({ $on, theme }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: none;
  border: none;
  cursor: pointer;
`;

const Mode = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  filters: StarFilters;
  onChange: (filters: StarFilters) => void;
}

/** Per criterion: a click sets the minimum, the same star again the maximum, a third click clears. */
export function StarFilterPanel({ filters, onChange }: Props) {
  const { t } = useTranslation('reader');
  const meaning = useRatingMeaning();
  const set = (criterion: Criterion, next: StarFilters[Criterion]) =>
    onChange({ ...filters, [criterion]: next });
  return (
    <div>
      {CRITERIA.map((criterion) => {
        const filter = filters[criterion];
        const name = t(`ratings.${criterion}`);
        return (
          <Row key={criterion} role="group" aria-label={name}>
            <Name>
              {name}
              <small>{meaning(criterion)}</small>
            </Name>
            <Star
              $on={false}
              aria-label={t('ratings.clear', { criterion: name })}
              onClick={() => set(criterion, null)}
            >
              <span aria-hidden="true">⊘</span>
            </Star>
            {[1, 2, 3, 4, 5].map((star) => (
              <Star
                key={star}
                $on={filter !== null && star <= filter.value}
                aria-label={t('ratings.star', { criterion: name, count: star })}
                aria-pressed={filter?.value === star}
                onClick={() => set(criterion, clickStar(filter, star))}
              >
                <span aria-hidden="true">★</span>
              </Star>
            ))}
            {filter && <Mode>{t(`ratings.${filter.mode}`, { value: filter.value })}</Mode>}
          </Row>
        );
      })}
    </div>
  );
}
