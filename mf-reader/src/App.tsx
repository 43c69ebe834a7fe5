import { Route, Routes } from 'react-router-dom';
import { useReaderTranslations } from './i18n';
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
      <Route path="guide" element={<TitledPage titleKey="guides.title" listsContent />} />
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
      <Route path="guide/custom/:id" element={<TitledPage titleKey="guide.title" />} />
      <Route path="build" element={<TitledPage titleKey="builds.title" listsContent />} />
      <Route path="build/custom/:id" element={<TitledPage titleKey="build.title" />} />
      <Route path="build/:id" element={<TitledPage titleKey="build.title" />} />
      <Route path="twitch" element={<TitledPage titleKey="twitch.title" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
