import { HydrateWhenVisible, useParams } from 'shared-ui';
import { ContentPage } from '../content/ContentPage';
import { ExampleBadge } from '../content/ExampleBadge';
import { SafeHtml } from '../content/SafeHtml';
import {
  useDeleteGuideMutation,
  useGetGuideQuery,
  useWithdrawGuideEditMutation,
} from './guidesApi';

export function GuidePage() {
  const id = Number(useParams().id);
  const { data: guide, error, isLoading } = useGetGuideQuery(id);
  const [deleteGuide, { isLoading: deleting }] = useDeleteGuideMutation();
  const [withdrawEdit] = useWithdrawGuideEditMutation();

  return (
    <ContentPage
      kind="guide"
      item={guide}
      isLoading={isLoading}
      error={error}
      onDelete={(guideId) => deleteGuide(guideId).unwrap()}
      deleting={deleting}
      onWithdrawEdit={(guideId) => withdrawEdit(guideId).unwrap()}
      badges={(shown) => <ExampleBadge item={shown} />}
      narrow
    >
      {(shown) => (
        /* A long text and its discussion: taken over by React as they come into view. */
        <HydrateWhenVisible>
          <SafeHtml html={shown.content} />
        </HydrateWhenVisible>
      )}
    </ContentPage>
  );
}
