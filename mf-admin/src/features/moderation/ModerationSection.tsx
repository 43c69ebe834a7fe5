import { useState } from 'react';
import { Alert, Badge, Button, Card, errorMessage, Link, styled, useTranslation } from 'shared-ui';
import {
  readPath,
  useGetModerationQueueQuery,
  useReviewContentMutation,
  type PendingItem,
  type ReviewAction,
} from './moderationApi';
import { EditChanges } from './EditChanges';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Badges, text and buttons on the first line: an edit's changes unfold under its title. */
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const What = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const frenchDate = (iso: string) => new Date(iso).toLocaleDateString('fr-FR');

/**
 * Builds and guides submitted by non-admin authors, and their edits of published ones (readers
 * keep the approved version meanwhile): read or compare, then publish (approve) or refuse.
 */
export function ModerationSection() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading } = useGetModerationQueueQuery();
  const [review, reviewing] = useReviewContentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const decide = async (item: PendingItem, action: ReviewAction) => {
    const confirmText = item.change === 'edit' ? 'confirmRefuseEdit' : 'confirmRefuse';
    if (
      action === 'refuse' &&
      !window.confirm(t(`moderation.${confirmText}`, { title: item.title }))
    )
      return;
    setFailure(null);
    try {
      await review({ kind: item.kind, id: item.id, action }).unwrap();
    } catch (err) {
      // A 409 means another admin decided first; the queue reloads either way.
      setFailure(t('moderation.failed', { message: errorMessage(err) }));
    }
  };

  const items = data?.items ?? [];
  return (
    <Card title={data ? `${t('moderation.title')} (${items.length})` : t('moderation.title')}>
      {failure && <Alert variant="error">{failure}</Alert>}
      {isLoading ? (
        <p>{t('users.loading')}</p>
      ) : error ? (
        <Alert variant="error">{t('users.error', { message: errorMessage(error) })}</Alert>
      ) : items.length === 0 ? (
        <p>{t('moderation.empty')}</p>
      ) : (
        <Items>
          {items.map((item) => {
            const edit = item.change === 'edit';
            const publish = t(edit ? 'moderation.approve' : 'moderation.publish');
            return (
              <Item key={`${item.kind}-${item.id}`}>
                <Badge variant={item.kind === 'build' ? 'accent' : 'info'}>
                  {t(`moderation.kind.${item.kind}`)}
                </Badge>
                {edit && <Badge variant="warning">{t('moderation.editBadge')}</Badge>}
                <What>
                  <Link to={readPath(item)}>{item.title}</Link>
                  <small>
                    {edit && item.edited_at !== null
                      ? t('moderation.editMeta', {
                          author: item.author,
                          date: frenchDate(item.edited_at),
                        })
                      : t('moderation.meta', {
                          author: item.author,
                          date: frenchDate(item.created_at),
                        })}
                  </small>
                  {edit && <EditChanges changes={item.changes} />}
                </What>
                <Actions>
                  <Button
                    size="sm"
                    disabled={reviewing.isLoading}
                    aria-label={`${publish} « ${item.title} »`}
                    onClick={() => void decide(item, 'publish')}
                  >
                    {publish}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={reviewing.isLoading}
                    aria-label={`${t('moderation.refuse')} « ${item.title} »`}
                    onClick={() => void decide(item, 'refuse')}
                  >
                    {t('moderation.refuse')}
                  </Button>
                </Actions>
              </Item>
            );
          })}
        </Items>
      )}
    </Card>
  );
}
