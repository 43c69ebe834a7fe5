import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { BuildCards } from '../builds/BuildCards';
import { useGetBuildsQuery } from '../builds/buildsApi';
import { GuideCards } from '../guides/GuideCards';
import { useGetGuidesQuery } from '../guides/guidesApi';

const LATEST = { page: 1, limit: 4, is_public: true } as const;

export function LatestBuilds() {
  const { t } = useTranslation('reader');
  const { data, isLoading } = useGetBuildsQuery(LATEST);
  return (
    <section aria-labelledby="latest-builds">
      <h2 id="latest-builds">{t('home.latestBuilds')}</h2>
      {isLoading && <Loading />}
      <BuildCards builds={data?.builds ?? []} />
      <Link to="/build">{t('home.seeAll')}</Link>
    </section>
  );
}

export function LatestGuides() {
  const { t } = useTranslation('reader');
  const { data, isLoading } = useGetGuidesQuery(LATEST);
  return (
    <section aria-labelledby="latest-guides">
      <h2 id="latest-guides">{t('home.latestGuides')}</h2>
      {isLoading && <Loading />}
      <GuideCards guides={data?.guides ?? []} />
      <Link to="/guide">{t('home.seeAll')}</Link>
    </section>
  );
}
