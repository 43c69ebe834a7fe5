import {
  CRITERIA,
  type Ratings,
  RatingScaleLegend,
  styled,
  useRatingMeaning,
  useTranslation,
} from 'shared-ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: 2px;
  }
  /* A phone keeps one line per rating (the page's equipment stays in the first screen) and
     folds the meanings into the legend under the list. */
  dd small {
    display: none;
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    letter-spacing: normal;
  }
  ${({ theme }) => theme.media.tablet} {
    dd small {
      display: inline;
    }
  }
`;

/** On a phone, the legend sits beside the ratings, so the equipment below does not move down. */
const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const PhoneLegend = styled.div`
  flex: 1 1 8rem;
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

/** The build's five ratings in stars, each with what its 1 and 5 mean. */
export function RatingsView({ ratings }: { ratings: Ratings }) {
  const { t } = useTranslation('reader');
  const meaning = useRatingMeaning();
  return (
    <Layout>
      <List>
        {CRITERIA.map((criterion) => (
          <div key={criterion} style={{ display: 'contents' }}>
            <dt>{t(`ratings.${criterion}`)}</dt>
            <dd
              title={meaning(criterion)}
              aria-label={`${t('ratings.value', {
                criterion: t(`ratings.${criterion}`),
                value: ratings[criterion],
              })} (${meaning(criterion)})`}
            >
              {'★'.repeat(ratings[criterion])}
              <span style={{ opacity: 0.25 }}>
                {'★'.repeat(Math.max(0, 5 - ratings[criterion]))}
              </span>
              <small>{meaning(criterion)}</small>
            </dd>
          </div>
        ))}
      </List>
      <PhoneLegend>
        <RatingScaleLegend />
      </PhoneLegend>
    </Layout>
  );
}
