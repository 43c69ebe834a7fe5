import { HydrateWhenVisible, PageHeading, styled, usePageMeta, useTranslation } from 'shared-ui';
import { FirstSteps } from '../features/home/FirstSteps';
import { GemWheel } from '../features/home/GemWheel';
import { LatestBuilds, LatestGuides } from '../features/home/LatestContent';
import { NewsCard } from '../features/home/NewsCard';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

export function HomePage() {
  const { t } = useTranslation('reader');
  // The home page goes by the site's name alone.
  usePageMeta('');
  return (
    <>
      <PageHeading title={t('home.title')} subtitle={t('home.intro')} />
      <FirstSteps />
      <Columns>
        <div>
          <LatestBuilds />
          {/* Below the fold on a phone: taken over by React when they come into view. */}
          <HydrateWhenVisible>
            <LatestGuides />
          </HydrateWhenVisible>
        </div>
        <Side>
          <HydrateWhenVisible>
            <NewsCard />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <GemWheel />
          </HydrateWhenVisible>
        </Side>
      </Columns>
    </>
  );
}
