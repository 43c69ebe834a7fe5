import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { PageHeading } from 'shared-ui';
import { useAuthorTranslations } from './i18n';

function Heading({ titleKey }: { titleKey: ParseKeys<'author'> }) {
  const { t } = useTranslation('author');
  return <PageHeading title={t(titleKey)} />;
}

/** The authoring side, exposed to the shell as `mf_author/App`; loaded only on its routes. */
export default function App() {
  useAuthorTranslations();
  return (
    <Routes>
      <Route path="guide/create" element={<Heading titleKey="guideCreate.title" />} />
      <Route path="guide/edit/:id" element={<Heading titleKey="guideEdit.title" />} />
      <Route path="build/create" element={<Heading titleKey="buildCreate.title" />} />
      <Route path="build/edit/:id" element={<Heading titleKey="buildEdit.title" />} />
    </Routes>
  );
}
