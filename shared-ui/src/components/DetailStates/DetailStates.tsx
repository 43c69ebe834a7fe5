import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ErrorCard, errorMessage, Loading, type ApiError } from 'shared-ui';

interface Props {
  isLoading: boolean;
  error: unknown;
  missingText: string;
  backTo: string;
  children: ReactNode;
}

/** The reading screens' three states: 'Chargement...', 'Erreur : {message}' with Retour, and missing. */
export function DetailStates({ isLoading, error, missingText, backTo, children }: Props) {
  const { t } = useTranslation('reader');
  if (isLoading) return <Loading />;
  const back = (
    <Button as={Link} to={backTo} variant="secondary">
      {t('detail.retour')}
    </Button>
  );
  if ((error as Partial<ApiError> | undefined)?.status === 404) {
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
        <ErrorCard message={t('detail.loadFailed', { message: errorMessage(error) })} />
        {back}
      </>
    );
  }
  return children;
}
