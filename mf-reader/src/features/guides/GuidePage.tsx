import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, errorMessage, selectCurrentUser, useAppSelector } from 'shared-ui';
import { CommentSection } from '../comments/CommentSection';
import { DetailStates } from '../content/DetailStates';
import { ManageButtons } from '../content/ManageButtons';
import { canManage } from '../content/permissions';
import { SafeHtml } from '../content/SafeHtml';
import { useDeleteGuideMutation, useGetGuideQuery } from './guidesApi';

const Article = styled.article`
  max-width: 700px;
  margin: 0 auto;
`;

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export function GuidePage() {
  const { t } = useTranslation('reader');
  const id = Number(useParams().id);
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const { data: guide, error, isLoading } = useGetGuideQuery(id);
  const [deleteGuide, { isLoading: deleting }] = useDeleteGuideMutation();

  const remove = async () => {
    try {
      await deleteGuide(id).unwrap();
      navigate('/guide');
    } catch (failure) {
      window.alert(t('detail.deleteGuideFailed', { message: errorMessage(failure) }));
    }
  };

  return (
    <DetailStates
      isLoading={isLoading}
      error={error}
      missingText={t('detail.guideMissing')}
      backTo="/guide"
    >
      {guide && (
        <Article>
          <Header>
            <div>
              <h1>{guide.title}</h1>
              <p>{t('detail.by', { author: guide.author })}</p>
            </div>
            {canManage(user, guide) && (
              <ManageButtons
                editTo={`/guide/edit/${guide.id}`}
                confirmText={t('detail.confirmDeleteGuide')}
                deleting={deleting}
                onDelete={() => void remove()}
              />
            )}
          </Header>
          <SafeHtml html={guide.content} />
          <Button as={Link} to="/guide" variant="secondary">
            {t('detail.back')}
          </Button>
          <CommentSection contentType="guide" contentId={guide.id} />
        </Article>
      )}
    </DetailStates>
  );
}
