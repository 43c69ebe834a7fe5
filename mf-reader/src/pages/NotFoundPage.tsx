import { Link, PageHeading, usePageMeta, useTranslation } from 'shared-ui';

export function NotFoundPage() {
  const { t } = useTranslation('reader');
  usePageMeta(t('notFound.title'), 404);
  return (
    <>
      <PageHeading title={t('notFound.title')} />
      <Link to="/">{t('notFound.back')}</Link>
    </>
  );
}
