import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading } from 'shared-ui';

export function NotFoundPage() {
  const { t } = useTranslation('reader');
  return (
    <>
      <PageHeading title={t('notFound.title')} />
      <Link to="/">{t('notFound.back')}</Link>
    </>
  );
}
