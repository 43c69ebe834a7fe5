import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { useGetBuildsQuery } from '../builds/buildsApi';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { useGetGuidesQuery } from '../guides/guidesApi';

const LATEST = { page: 1, limit: 4, is_public: true } as const;

export function LatestBuilds() {
  const { t } = useTranslation('reader');
  const { data, isLoading } = useGetBuildsQuery(LATEST);
  return (
    <section aria-labelledby="latest-builds">
      <h2 id="latest-builds">{t('home.latestBuilds')}</h2>
      {isLoading && <Loading />}
      <CardGrid>
        {data?.builds.map((build) => (
          <ContentCard
            key={build.id}
            to={`/build/custom/${build.id}`}
            title={build.title}
            text={build.introduction}
            byline={t('builds.by', { author: build.author })}
          />
        ))}
      </CardGrid>
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
      <CardGrid>
        {data?.guides.map((guide) => (
          <ContentCard
            key={guide.id}
            to={`/guide/custom/${guide.id}`}
            title={guide.title}
            text={guide.description}
            byline={t('guides.by', { author: guide.author })}
          />
        ))}
      </CardGrid>
      <Link to="/guide">{t('home.seeAll')}</Link>
    </section>
  );
}
