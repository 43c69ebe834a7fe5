import { Route, Routes } from 'react-router-dom';
import { useReaderTranslations } from './i18n';
import { BuildListPage } from './features/builds/BuildListPage';
import { BuildPage } from './features/builds/BuildPage';
import { GuideListPage } from './features/guides/GuideListPage';
import { GuidePage } from './features/guides/GuidePage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TitledPage } from './pages/TitledPage';

const staticGuides = [
  'premier-build',
  'inventaire-monnaies',
  'maps-loot',
  'crafting',
  'boss',
] as const;

/** The reading side, exposed to the shell as `mf_reader/App`. */
export default function App() {
  useReaderTranslations();
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="guide" element={<GuideListPage />} />
      <Route
        path="guide/classes"
        element={<TitledPage titleKey="classes.title" textKey="classes.comingSoon" />}
      />
      {staticGuides.map((slug) => (
        <Route
          key={slug}
          path={`guide/${slug}`}
          element={<TitledPage titleKey={`staticGuides.${slug}`} />}
        />
      ))}
      <Route path="guide/custom/:id" element={<GuidePage />} />
      <Route path="build" element={<BuildListPage />} />
      <Route path="build/custom/:id" element={<BuildPage />} />
      <Route path="build/:id" element={<BuildPage />} />
      <Route path="twitch" element={<TitledPage titleKey="twitch.title" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
