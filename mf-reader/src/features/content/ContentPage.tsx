import type { ReactNode } from 'react';
import {
  Button,
  HydrateWhenVisible,
  Link,
  styled,
  useCurrentUser,
  useTranslation,
  type Build,
  type Guide,
} from 'shared-ui';
import { CommentSection } from '../comments/CommentSection';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { ManageButtons } from './ManageButtons';
import { PendingEditNotice } from './PendingEditNotice';
import { canManage } from './permissions';
import { ReviewBadge } from './ReviewBadge';

type Kind = 'build' | 'guide';

const TEXTS = {
  build: { confirmDelete: 'detail.confirmDeleteBuild', deleteFailed: 'detail.deleteBuildFailed' },
  guide: { confirmDelete: 'detail.confirmDeleteGuide', deleteFailed: 'detail.deleteGuideFailed' },
} as const;

/** Sections one under the other with room between them; the back link keeps its width. */
export const ContentArticle = styled.article`
  display: grid;
  /* One column that may shrink below its content's width, so nothing widens the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  & > a {
    justify-self: start;
  }
`;

/** Title block on the left, manage buttons on the right. */
const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  /* The title block takes what the buttons leave and may shrink below its content (a long title
     wraps), so the buttons stay inside the window. */
  & > div:first-child {
    flex: 1 1 0;
    min-width: 0;
  }
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

interface HeaderProps {
  kind: Kind;
  item: Build | Guide;
  /** Shown after the review badge (a guide's example badge). */
  badge?: ReactNode;
  /** Said after the author, joined by « · » (a build's class and ascendancy). */
  lineage?: string;
  /** Shown under the author line (a build's league). */
  tag?: ReactNode;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
  onWithdrawEdit: () => Promise<unknown>;
}

/**
 * The top of a build's or guide's reading page: title, badges, author, favourite toggle, the
 * edit and delete buttons for those who may, then the notice of an edit waiting for review.
 */
export function ContentHeader({
  kind,
  item,
  badge,
  lineage,
  tag,
  deleting,
  onDelete,
  onWithdrawEdit,
}: HeaderProps) {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  return (
    <>
      <Header>
        <div>
          <h1>{item.title}</h1>
          <ReviewBadge user={user} item={item} />
          {badge}
          <p>
            {t('detail.by', { author: item.author })}
            {lineage !== undefined && ` · ${lineage}`}
          </p>
          {tag}
          <FavouriteButton
            kind={kind}
            id={item.id}
            isFavourite={item.is_favourite}
            count={item.favourite_count}
          />
        </div>
        {canManage(user, item) && (
          <ManageButtons
            editTo={`/${kind}/edit/${item.id}`}
            confirmText={t(TEXTS[kind].confirmDelete)}
            deleting={deleting}
            onDelete={onDelete}
            listPath={`/${kind}`}
            failureText={(message) => t(TEXTS[kind].deleteFailed, { message })}
          />
        )}
      </Header>
      <PendingEditNotice user={user} item={item} onWithdraw={onWithdrawEdit} />
    </>
  );
}

/** The end of a reading page: back to the list, then the discussion. */
export function ContentFooter({ kind, id, backTo }: { kind: Kind; id: number; backTo: string }) {
  const { t } = useTranslation('reader');
  return (
    <>
      <Button as={Link} to={backTo} variant="secondary">
        {t('detail.back')}
      </Button>
      {/* Taken over by React as it comes into view. */}
      <HydrateWhenVisible>
        <CommentSection contentType={kind} contentId={id} />
      </HydrateWhenVisible>
    </>
  );
}
