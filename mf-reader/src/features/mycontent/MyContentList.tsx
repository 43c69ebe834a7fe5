import { Link, styled, useTranslation } from 'shared-ui';
import type { ReviewStatus } from 'shared-ui';
import { ContentStateBadge } from './ContentStateBadge';
import { contentState } from './contentState';

export interface OwnItem {
  id: number;
  title: string;
  is_public: boolean;
  review_status?: ReviewStatus | null;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// On a phone the title takes its own line, the state and the links wrap under it.
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.span`
  flex: 1 1 16rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;

interface Props {
  kind: 'build' | 'guide';
  items: OwnItem[];
}

/** One kind of the author's items: title, review state, and where to read or edit it. */
export function MyContentList({ kind, items }: Props) {
  const { t } = useTranslation('reader');
  if (items.length === 0) return <p>{t(`myContent.empty.${kind}`)}</p>;
  return (
    <List>
      {items.map((item) => (
        <Row key={item.id}>
          <Title>{item.title}</Title>
          <ContentStateBadge state={contentState(item)} />
          <Actions>
            <Link
              to={`/${kind}/custom/${item.id}`}
              aria-label={t('myContent.readLabel', { title: item.title })}
            >
              {t('myContent.read')}
            </Link>
            <Link
              to={`/${kind}/edit/${item.id}`}
              aria-label={t('myContent.editLabel', { title: item.title })}
            >
              {t('myContent.edit')}
            </Link>
          </Actions>
        </Row>
      ))}
    </List>
  );
}
