import { Card, DemoDataNote, Loading, styled, useTranslation } from 'shared-ui';
import { useGetNewsQuery } from './homeApi';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export function NewsCard() {
  const { t } = useTranslation('reader');
  const { data, error, isLoading } = useGetNewsQuery(4);
  return (
    <Card title={t('home.news')}>
      <DemoDataNote />
      {isLoading && <Loading />}
      {error && <p>{t('home.newsError')}</p>}
      {data && (
        <List>
          {data.items.slice(0, 4).map((item) => (
            <li key={item.guid}>
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
