import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Loading,
  readToken,
  styled,
  useCurrentUser,
  useTranslation,
} from 'shared-ui';
import { CommentItem } from './CommentItem';
import {
  COMMENT_PAGE_SIZE,
  useAddCommentMutation,
  useGetCommentsQuery,
  type ContentType,
} from './commentsApi';
import { TextBox } from './TextBox';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
`;

interface Target {
  contentType: ContentType;
  contentId: number;
}

interface PageProps extends Target {
  page: number;
  replyTo: number | null;
  onReplyTo: (id: number | null) => void;
  /** Told, for the last page only, whether it came back full (so another page may exist). */
  onFull?: (full: boolean) => void;
}

function CommentPage({ contentType, contentId, page, replyTo, onReplyTo, onFull }: PageProps) {
  const { t } = useTranslation('reader');
  const { data, error, isLoading } = useGetCommentsQuery({ contentType, contentId, page });
  const full = data?.comments.length === COMMENT_PAGE_SIZE;
  useEffect(() => onFull?.(full), [full, onFull]);
  if (isLoading) return <Loading />;
  if (error) return <p role="alert">{t('comments.listError', { message: errorMessage(error) })}</p>;
  return (data?.comments ?? []).map((comment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      replying={replyTo === comment.id}
      onReplyToggle={(open) => onReplyTo(open ? comment.id : null)}
    />
  ));
}

/** The discussion under a build or a guide: pages of 10, appended by 'Charger plus de commentaires'. */
export function CommentSection({ contentType, contentId }: Target) {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  const [pages, setPages] = useState(1);
  const [lastFull, setLastFull] = useState(false);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [addComment] = useAddCommentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const post = async (content: string) => {
    setFailure(null);
    // Without a stored token the server can only refuse: say why and send nothing.
    if (readToken() === null) {
      setFailure(t('comments.createFailed', { message: t('comments.missingToken') }));
      return false;
    }
    try {
      await addComment({ contentType, contentId, content }).unwrap();
      return true;
    } catch (error) {
      setFailure(t('comments.createFailed', { message: errorMessage(error) }));
      return false;
    }
  };

  return (
    <section aria-labelledby="discussion">
      <h2 id="discussion">{t('comments.title')}</h2>
      {!user && <p>{t('comments.anonymous')}</p>}
      {user?.role === 'blacklist' && <p role="note">{t('comments.blacklisted')}</p>}
      {user && user.role !== 'blacklist' && (
        <TextBox
          label={t('comments.label')}
          placeholder={t('comments.placeholder')}
          submitLabel={t('comments.send')}
          onSubmit={post}
        />
      )}
      {failure !== null && (
        <Alert variant="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <List>
        {Array.from({ length: pages }, (_, index) => (
          <CommentPage
            key={index + 1}
            contentType={contentType}
            contentId={contentId}
            page={index + 1}
            replyTo={replyTo}
            onReplyTo={setReplyTo}
            {...(index + 1 === pages ? { onFull: setLastFull } : {})}
          />
        ))}
      </List>
      {lastFull && (
        <Button variant="secondary" onClick={() => setPages(pages + 1)}>
          {t('comments.more')}
        </Button>
      )}
    </section>
  );
}
