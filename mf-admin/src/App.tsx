import { lazy, Suspense } from 'react';
import { AdminGate, Loading, Route, Routes } from 'shared-ui';
import { useAdminTranslations } from './i18n';

// The page's code is fetched only once the gate has let the visitor through.
const AdminPage = lazy(() => import('./pages/AdminPage').then((m) => ({ default: m.AdminPage })));

/** The administration side, exposed to the shell as `mf_admin/App`; loaded only on /admin. */
export default function App() {
  useAdminTranslations();
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <AdminGate>
            <Suspense fallback={<Loading />}>
              <AdminPage />
            </Suspense>
          </AdminGate>
        }
      />
    </Routes>
  );
}
