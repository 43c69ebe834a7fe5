import {
  DetailStates,
  HydrateWhenVisible,
  styled,
  usePageMeta,
  useParams,
  useTranslation,
} from 'shared-ui';
import {
  useDeleteGuideMutation,
  useGetGuideQuery,
  useWithdrawGuideEditMutation,
} from '../../contentHooks';
import { ContentArticle, ContentFooter, ContentHeader } from '../content/ContentPage';
import { ExampleBadge } from '../content/ExampleBadge';
import { SafeHtml } from '../content/SafeHtml';

/** A text, read in a narrower column with more room between its parts. */
const Article = styled(ContentArticle)`
  gap: ${({ theme }) => theme.space.lg};
  max-width: 700px;
  margin: 0 auto;
`;

export function GuidePage() {
  const { t } = useTranslation('reader');
  const id = Number(useParams().id);
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
          <ContentHeader
            kind="guide"
            item={guide}
            badge={<ExampleBadge item={guide} />}
            deleting={deleting}
            onDelete={() => deleteGuide(guide.id).unwrap()}
            onWithdrawEdit={() => withdrawEdit(guide.id).unwrap()}
          />
          {/* A long text: taken over by React as it comes into view. */}
          <HydrateWhenVisible>
            <SafeHtml html={guide.content} />
          </HydrateWhenVisible>
          <ContentFooter kind="guide" id={guide.id} backTo="/guide" />
        </Article>
      )}
    </DetailStates>
  );
}
