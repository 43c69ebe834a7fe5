import { lazy } from 'react';
import { Route, Routes } from 'shared-ui';
import { useReaderTranslations } from './i18n';
import { NotFoundPage } from './pages/NotFoundPage';
import { STATIC_GUIDES } from './features/guides/staticGuides';

// Each screen is its own chunk: a visitor downloads the code of the screens they open only.
const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const BuildListPage = lazy(() =>
  import('./features/builds/BuildListPage').then((m) => ({ default: m.BuildListPage })),
);
const BuildPage = lazy(() =>
  import('./features/builds/BuildPage').then((m) => ({ default: m.BuildPage })),
);
// Its own chunk: the build page links to it, and stays as light as it was.
const FollowPage = lazy(() =>
  import('./features/follow/FollowPage').then((m) => ({ default: m.FollowPage })),
);
const GuideListPage = lazy(() =>
  import('./features/guides/GuideListPage').then((m) => ({ default: m.GuideListPage })),
);
const GuidePage = lazy(() =>
  import('./features/guides/GuidePage').then((m) => ({ default: m.GuidePage })),
);
// The static guides carry long texts and the rich-text reader: not for the home page's visitors.
const StaticGuidePage = lazy(() =>
  import('./pages/StaticGuidePage').then((m) => ({ default: m.StaticGuidePage })),
);
const ClassesGuidePage = lazy(() =>
  import('./pages/ClassesGuidePage').then((m) => ({ default: m.ClassesGuidePage })),
);

const FavouritesPage = lazy(() =>
  import('./features/favouritesPage/FavouritesPage').then((m) => ({ default: m.FavouritesPage })),
);
const MyContentPage = lazy(() =>
  import('./features/mycontent/MyContentPage').then((m) => ({ default: m.MyContentPage })),
);
const TwitchPage = lazy(() =>
  import('./features/twitch/TwitchPage').then((m) => ({ default: m.TwitchPage })),
);

/**
 * The reading side, exposed to the shell as `mf_reader/App`. A screen loading its code suspends up
 * to the shell's remote area, whose loading state shows meanwhile: on a page the server rendered,
 * the shell then knows when the whole area has been taken over.
 */
export default function App() {
  useReaderTranslations();
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="guide" element={<GuideListPage />} />
      <Route path="guide/classes" element={<ClassesGuidePage />} />
      {STATIC_GUIDES.map((slug) => (
        <Route key={slug} path={`guide/${slug}`} element={<StaticGuidePage slug={slug} />} />
      ))}
      <Route path="guide/custom/:id" element={<GuidePage />} />
      <Route path="build" element={<BuildListPage />} />
      <Route path="build/custom/:id" element={<BuildPage />} />
      <Route path="build/:id" element={<BuildPage />} />
      <Route path="build/:id/suivre" element={<FollowPage />} />
      <Route path="favoris" element={<FavouritesPage />} />
      <Route path="mes-contenus" element={<MyContentPage />} />
      <Route path="twitch" element={<TwitchPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
