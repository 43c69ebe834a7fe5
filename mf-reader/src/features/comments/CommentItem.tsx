import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  errorMessage,
  readToken,
  styled,
  useCurrentUser,
  useTranslation,
} from 'shared-ui';
import { canDelete, frenchDate } from './canDelete';
import {
  useAddReplyMutation,
  useDeleteCommentMutation,
  useDeleteReplyMutation,
  usePinCommentMutation,
  type Comment,
} from './commentsApi';
import { TextBox } from './TextBox';

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  comment: Comment;
  replying: boolean;
  onReplyToggle: (open: boolean) => void;
}

/** One comment and its replies; comments are plain text, rendered as text, never as HTML. */
export function CommentItem({ comment, replying, onReplyToggle }: Props) {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  const [addReply] = useAddReplyMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [deleteReply] = useDeleteReplyMutation();
  const [pin] = usePinCommentMutation();
  const blacklisted = user?.role === 'blacklist';
  // What went wrong with the last action on this comment, said under its buttons.
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (
    action: () => Promise<unknown>,
    kind: 'deleteFailed' | 'pinFailed' | 'replyFailed',
  ) => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(t(`comments.${kind}`, { message: errorMessage(error) }));
      return false;
    }
  };

  return (
    <Item>
      <Meta>
        <strong>{comment.author_name}</strong>
        <time dateTime={comment.created_at}>{frenchDate(comment.created_at)}</time>
        {comment.is_pinned && <Badge variant="accent">{t('comments.pinned')}</Badge>}
      </Meta>
      <p>{comment.content}</p>
      <Meta>
        {user && (
          <Button
            variant="ghost"
            size="sm"
            disabled={blacklisted}
            title={blacklisted ? t('comments.restricted') : undefined}
            onClick={() => onReplyToggle(!replying)}
          >
            {t('comments.reply')}
          </Button>
        )}
        {user?.role === 'admin' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void attempt(
                () => pin({ id: comment.id, isPinned: !comment.is_pinned }).unwrap(),
                'pinFailed',
              )
            }
          >
            {comment.is_pinned ? t('comments.unpin') : t('comments.pin')}
          </Button>
        )}
        {canDelete(user, comment) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              window.confirm(t('comments.confirmComment')) &&
              void attempt(() => deleteComment(comment.id).unwrap(), 'deleteFailed')
            }
          >
            {t('comments.delete')}
          </Button>
        )}
      </Meta>
      {failure !== null && (
        <Alert variant="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {replying && (
        <TextBox
          label={t('comments.replyLabel')}
          placeholder={t('comments.replyPlaceholder')}
          submitLabel={t('comments.send')}
          cancelLabel={t('comments.cancel')}
          onCancel={() => onReplyToggle(false)}
          onSubmit={async (content) => {
            // Without a stored token the server can only refuse: say why and send nothing.
            if (readToken() === null) {
              setFailure(t('comments.replyFailed', { message: t('comments.missingToken') }));
              return false;
            }
            const sent = await attempt(
              () => addReply({ commentId: comment.id, content }).unwrap(),
              'replyFailed',
            );
            if (sent) onReplyToggle(false);
            return sent;
          }}
        />
      )}
      {comment.replies.length > 0 && (
        <ul>
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <Meta>
                <strong>{reply.author_name}</strong>
                <time dateTime={reply.created_at}>{frenchDate(reply.created_at)}</time>
                {canDelete(user, reply) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      window.confirm(t('comments.confirmReply')) &&
                      void attempt(() => deleteReply(reply.id).unwrap(), 'deleteFailed')
                    }
                  >
                    {t('comments.delete')}
                  </Button>
                )}
              </Meta>
              <p>{reply.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Item>
  );
}
