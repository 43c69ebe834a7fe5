import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { PageHeading } from 'shared-ui';
import { useAdminTranslations } from './i18n';

/** The administration side, exposed to the shell as `mf_admin/App`; loaded only on /admin. */
export default function App() {
  useAdminTranslations();
  const { t } = useTranslation('admin');
  return (
    <Routes>
      <Route path="admin/*" element={<PageHeading title={t('title')} />} />
    </Routes>
  );
}
