import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/reactI18n';
import { Link } from '../../router/router';
import type { ApiError } from '../../apiClient/apiError';
import { errorMessage } from '../../apiClient/apiError';
import { Button } from '../Button/Button';
import { ErrorCard } from '../ErrorCard/ErrorCard';
import { Loading } from '../Loading/Loading';
import { usePageMeta } from '../../site/pageMeta';

export interface DetailStatesProps {
  isLoading: boolean;
  error: unknown;
  missingText: string;
  backTo: string;
  children: ReactNode;
}

/** A screen loading one build or guide (to read or to edit) has three states: 'Chargement...', 'Erreur : {message}' with Retour, and missing. */
export function DetailStates({
  isLoading,
  error,
  missingText,
  backTo,
  children,
}: DetailStatesProps) {
  const { t } = useTranslation('common');
  const missing = (error as Partial<ApiError> | undefined)?.status === 404;
  // Not a 404: a private build or guide is missing for the signed-out render only, and its
  // owner's browser gets this very document. Its preview already keeps it out of search results.
  usePageMeta(missing ? missingText : undefined);
  if (isLoading) return <Loading />;
  const back = (
    <Button as={Link} to={backTo} variant="secondary">
      {t('actions.back')}
    </Button>
  );
  if (missing) {
    return (
      <>
        <h1>{missingText}</h1>
        {back}
      </>
    );
  }
  if (error) {
    return (
      <>
        <ErrorCard
          title={t('loadError.title')}
          message={t('loadError.message', { message: errorMessage(error) })}
        />
        {back}
      </>
    );
  }
  return children;
}
