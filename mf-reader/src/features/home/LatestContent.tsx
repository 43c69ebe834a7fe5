import { Link, Loading, styled, useTranslation } from 'shared-ui';
import { useGetBuildsQuery, useGetGuidesQuery } from '../../contentHooks';
import { BuildCards } from '../builds/BuildCards';
import { GuideCards } from '../guides/GuideCards';

const LATEST = { page: 1, limit: 4, is_public: true } as const;

/**
 * Holds about the room of the four cards while they load, so what follows (the news and the
 * wheel, below on a phone) does not jump down the page when they arrive.
 */
const Reserved = styled.div`
  min-height: 52rem;
  ${({ theme }) => theme.media.desktop} {
    min-height: 30rem;
  }
`;

/** A target tall enough to hit with a thumb, apart from the heading that follows. */
const SeeAll = styled(Link)`
  display: inline-block;
  min-height: 24px;
  padding-block: ${({ theme }) => theme.space.xs};
`;

export function LatestBuilds() {
  const { t } = useTranslation('reader');
  const { data, isLoading } = useGetBuildsQuery(LATEST);
  return (
    <section aria-labelledby="latest-builds">
      <h2 id="latest-builds">{t('home.latestBuilds')}</h2>
      {isLoading ? (
        <Reserved>
          <Loading />
        </Reserved>
      ) : (
        <BuildCards builds={data?.builds ?? []} />
      )}
      <SeeAll to="/build">{t('home.seeAll')}</SeeAll>
    </section>
  );
}

export function LatestGuides() {
  const { t } = useTranslation('reader');
  const { data, isLoading } = useGetGuidesQuery(LATEST);
  return (
    <section aria-labelledby="latest-guides">
      <h2 id="latest-guides">{t('home.latestGuides')}</h2>
      {isLoading ? (
        <Reserved>
          <Loading />
        </Reserved>
      ) : (
        <GuideCards guides={data?.guides ?? []} />
      )}
      <SeeAll to="/guide">{t('home.seeAll')}</SeeAll>
    </section>
  );
}
