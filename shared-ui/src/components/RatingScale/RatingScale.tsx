import { useTranslation } from '../../i18n/reactI18n';
import styled from 'styled-components';
import { CRITERIA, type Criterion } from 'game-facts';

/**
 * What a criterion's 1 and 5 mean ('1 = très facile à jouer · 5 = exigeant'), for a title,
 * a tooltip or a line under a rating input: a rating alone does not say which way it reads.
 */
export function useRatingMeaning(): (criterion: Criterion) => string {
  const { t } = useTranslation('common');
  return (criterion) =>
    t('ratingScale.meaning', {
      low: t(`ratingScale.${criterion}.low`),
      high: t(`ratingScale.${criterion}.high`),
    });
}

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  summary {
    cursor: pointer;
    min-height: 32px;
    display: inline-flex;
    align-items: center;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px ${({ theme }) => theme.space.md};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/**
 * The five criteria with what 1 and 5 mean, folded under 'Comment lire les notes' (open with
 * `open`): near a list of cards, the build page's ratings and the star filter.
 */
export function RatingScaleLegend({ open = false }: { open?: boolean }) {
  const { t } = useTranslation('common');
  const meaning = useRatingMeaning();
  return (
    <Details open={open} data-testid="rating-legend">
      <summary>{t('ratingScale.title')}</summary>
      <dl>
        {CRITERIA.map((criterion) => (
          <div key={criterion} style={{ display: 'contents' }}>
            <dt>{t(`ratingScale.${criterion}.name`)}</dt>
            <dd>{meaning(criterion)}</dd>
          </div>
        ))}
      </dl>
    </Details>
  );
}
