import { lazy, Suspense } from 'react';
import { Link, Loading, styled, useCurrentUser, useSearchParams } from 'shared-ui';
import { canManage } from '../content/permissions';
import { useFollowTranslation } from './useFollowTranslation';

// The author's screen is its own chunk: readers of the follow page never download it.
const StepsEditor = lazy(() => import('./StepsEditor').then((m) => ({ default: m.StepsEditor })));

const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

interface EditedBuild {
  id: number;
  title: string;
  user_id: number | null;
}

/**
 * The follow page's edit mode (`?modifier`): on for the build's author or an admin only, who
 * get the « Modifier les étapes » link; the server checks again when they save.
 */
export function useStepsEditMode(build: EditedBuild | undefined) {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const mayEdit = build !== undefined && canManage(user, build);
  return { mayEdit, editing: mayEdit && search.has('modifier') };
}

export function StepsEditLink() {
  const { t } = useFollowTranslation();
  return <EditLink to="?modifier">{t('follow.edit.open')}</EditLink>;
}

export function StepsEditScreen({ build }: { build: EditedBuild }) {
  return (
    <Suspense fallback={<Loading />}>
      <StepsEditor buildId={build.id} title={build.title} />
    </Suspense>
  );
}
