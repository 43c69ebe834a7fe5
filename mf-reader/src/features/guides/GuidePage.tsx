import {
  Button,
  DetailStates,
  HydrateWhenVisible,
  Link,
  styled,
  useCurrentUser,
  usePageMeta,
  useParams,
  useTranslation,
} from 'shared-ui';
import {
  useDeleteGuideMutation,
  useGetGuideQuery,
  useWithdrawGuideEditMutation,
} from '../../contentHooks';
import { CommentSection } from '../comments/CommentSection';
import { DetailHeader, ManageButtons } from '../content/ManageButtons';
import { canManage } from '../content/permissions';
import { PendingEditNotice } from '../content/PendingEditNotice';
import { ExampleBadge } from '../content/ExampleBadge';
import { ReviewBadge } from '../content/ReviewBadge';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { SafeHtml } from '../content/SafeHtml';

const Article = styled.article`
  display: grid;
  /* One column that may shrink below its content's width, so nothing widens the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: 700px;
  margin: 0 auto;

  /* The back link keeps its own width. */
  & > a {
    justify-self: start;
  }
`;

export function GuidePage() {
  const { t } = useTranslation('reader');
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const { data: guide, error, isLoading } = useGetGuideQuery(id);
  const [deleteGuide, { isLoading: deleting }] = useDeleteGuideMutation();
  const [withdrawEdit] = useWithdrawGuideEditMutation();
  usePageMeta(guide?.title);

  return (
    <DetailStates
      isLoading={isLoading}
      error={error}
      missingText={t('detail.guideMissing')}
      backTo="/guide"
    >
      {guide && (
        <Article>
          <DetailHeader>
            <div>
              <h1>{guide.title}</h1>
              <ReviewBadge user={user} item={guide} />
              <ExampleBadge item={guide} />
              <p>{t('detail.by', { author: guide.author })}</p>
              <FavouriteButton
                kind="guide"
                id={guide.id}
                isFavourite={guide.is_favourite}
                count={guide.favourite_count}
              />
            </div>
            {canManage(user, guide) && (
              <ManageButtons
                editTo={`/guide/edit/${guide.id}`}
                confirmText={t('detail.confirmDeleteGuide')}
                deleting={deleting}
                onDelete={() => deleteGuide(guide.id).unwrap()}
                listPath="/guide"
                failureText={(message) => t('detail.deleteGuideFailed', { message })}
              />
            )}
          </DetailHeader>
          <PendingEditNotice
            user={user}
            item={guide}
            onWithdraw={() => withdrawEdit(guide.id).unwrap()}
          />
          {/* A long text and its discussion: taken over by React as they come into view. */}
          <HydrateWhenVisible>
            <SafeHtml html={guide.content} />
          </HydrateWhenVisible>
          <Button as={Link} to="/guide" variant="secondary">
            {t('detail.back')}
          </Button>
          <HydrateWhenVisible>
            <CommentSection contentType="guide" contentId={guide.id} />
          </HydrateWhenVisible>
        </Article>
      )}
    </DetailStates>
  );
}
