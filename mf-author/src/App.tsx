import { lazy, Suspense } from 'react';
import { Loading, Route, Routes } from 'shared-ui';
import { useAuthorTranslations } from './i18n';

// Each form is its own chunk: a visitor writing a guide never downloads the build form.
const GuideFormPage = lazy(() => import('./features/guides/GuideFormPage'));
const BuildFormPage = lazy(() => import('./features/builds/BuildFormPage'));

/** The authoring side, exposed to the shell as `mf_author/App`; loaded only on its routes. */
export default function App() {
  useAuthorTranslations();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="guide/create" element={<GuideFormPage mode="create" />} />
        <Route path="guide/edit/:id" element={<GuideFormPage mode="edit" />} />
        <Route path="build/create" element={<BuildFormPage mode="create" />} />
        <Route path="build/edit/:id" element={<BuildFormPage mode="edit" />} />
      </Routes>
    </Suspense>
  );
}
