import type { ReactNode } from 'react';
import {
  Button,
  DetailStates,
  HydrateWhenVisible,
  Link,
  type ReviewStatus,
  styled,
  useCurrentUser,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { CommentSection } from '../comments/CommentSection';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { ManageButtons } from './ManageButtons';
import { PendingEditNotice } from './PendingEditNotice';
import { canManage } from './permissions';
import { ReviewBadge } from './ReviewBadge';

/** Sections one under the other; a guide is a text, read in a narrower column. */
const Article = styled.article<{ $narrow: boolean }>`
  display: grid;
  /* One column that may shrink below its content's width, so nothing widens the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $narrow }) => ($narrow ? theme.space.lg : theme.space.md)};
  ${({ $narrow }) => ($narrow ? 'max-width: 700px; margin: 0 auto;' : '')}

  /* The back link keeps its own width. */
  & > a {
    justify-self: start;
  }
`;

/** The reading screens' header: title block on the left, manage buttons on the right. */
const DetailHeader = styled.header`
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

type Kind = 'build' | 'guide';

const TEXT_KEYS = {
  build: {
    missing: 'detail.buildMissing',
    confirmDelete: 'detail.confirmDeleteBuild',
    deleteFailed: 'detail.deleteBuildFailed',
  },
  guide: {
    missing: 'detail.guideMissing',
    confirmDelete: 'detail.confirmDeleteGuide',
    deleteFailed: 'detail.deleteGuideFailed',
  },
} as const;

/** What the shell of a reading page reads of a build or guide. */
export interface PageItem {
  id: number;
  title: string;
  author: string;
  user_id: number | null;
  review_status: ReviewStatus | null;
  pending_edit?: { status: 'pending' | 'refused'; submitted_at: string };
  is_favourite?: boolean;
  favourite_count?: number;
}

interface Props<T extends PageItem> {
  kind: Kind;
  /** The item once loaded, with the query's state. */
  item: T | undefined;
  isLoading: boolean;
  error: unknown;
  /** Where 'Retour à la liste' (and 'Retour' when missing) leads; the bare list if not given. */
  backTo?: string;
  onDelete: (id: number) => Promise<unknown>;
  deleting: boolean;
  onWithdrawEdit: (id: number) => Promise<unknown>;
  /** Shown after the review badge, before the author line. */
  badges?: (item: T) => ReactNode;
  /** Said after the author, joined by « · » (a build's class and ascendancy). */
  lineage?: (item: T) => string;
  /** Shown under the author line, before the favourite toggle. */
  tags?: (item: T) => ReactNode;
  /** The page's own sections, between the pending-edit notice and the back link. */
  children: (item: T) => ReactNode;
  narrow?: boolean;
}

/**
 * A build's or guide's reading page around its own sections: loading, failed and missing
 * states; the header with title, badges, author, favourite toggle and manage buttons; the
 * pending-edit notice; then the back link and the comments.
 */
export function ContentPage<T extends PageItem>({
  kind,
  item,
  isLoading,
  error,
  backTo = `/${kind}`,
  onDelete,
  deleting,
  onWithdrawEdit,
  badges,
  lineage,
  tags,
  children,
  narrow = false,
}: Props<T>) {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  usePageMeta(item?.title);
  const keys = TEXT_KEYS[kind];
  const itemLineage = item && lineage?.(item);

  return (
    <DetailStates isLoading={isLoading} error={error} missingText={t(keys.missing)} backTo={backTo}>
      {item && (
        <Article $narrow={narrow}>
          <DetailHeader>
            <div>
              <h1>{item.title}</h1>
              <ReviewBadge user={user} item={item} />
              {badges?.(item)}
              <p>
                {t('detail.by', { author: item.author })}
                {itemLineage !== undefined && <> · {itemLineage}</>}
              </p>
              {tags?.(item)}
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
                confirmText={t(keys.confirmDelete)}
                deleting={deleting}
                onDelete={() => onDelete(item.id)}
                listPath={`/${kind}`}
                failureText={(message) => t(keys.deleteFailed, { message })}
              />
            )}
          </DetailHeader>
          <PendingEditNotice user={user} item={item} onWithdraw={() => onWithdrawEdit(item.id)} />
          {children(item)}
          <Button as={Link} to={backTo} variant="secondary">
            {t('detail.back')}
          </Button>
          <HydrateWhenVisible>
            <CommentSection contentType={kind} contentId={item.id} />
          </HydrateWhenVisible>
        </Article>
      )}
    </DetailStates>
  );
}
