import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CRITERIA, useRatingMeaning, type Ratings } from 'shared-ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: 2px;
  }
  dd small {
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    letter-spacing: normal;
  }
`;

/** The build's five ratings in stars, each with what its 1 and 5 mean. */
export function RatingsView({ ratings }: { ratings: Ratings }) {
  const { t } = useTranslation('reader');
  const meaning = useRatingMeaning();
  return (
    <List>
      {CRITERIA.map((criterion) => (
        <div key={criterion} style={{ display: 'contents' }}>
          <dt>{t(`ratings.${criterion}`)}</dt>
          <dd
            aria-label={`${t('ratings.value', {
              criterion: t(`ratings.${criterion}`),
              value: ratings[criterion],
            })} (${meaning(criterion)})`}
          >
            {'★'.repeat(ratings[criterion])}
            <span style={{ opacity: 0.25 }}>{'★'.repeat(Math.max(0, 5 - ratings[criterion]))}</span>
            <small>{meaning(criterion)}</small>
          </dd>
        </div>
      ))}
    </List>
  );
}
