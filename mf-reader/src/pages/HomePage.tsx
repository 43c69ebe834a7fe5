import { useTranslation } from 'react-i18next';
import { PageHeading } from 'shared-ui';

export function HomePage() {
  const { t } = useTranslation('reader');
  return (
    <>
      <PageHeading title={t('home.title')} />
      <p>{t('home.intro')}</p>
    </>
  );
}
