import {
  Alert,
  Button,
  canSeeAdmin,
  Card,
  Link,
  PageHeading,
  styled,
  useCurrentUser,
  useGetSiteQuery,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { STATIC_GUIDE_BODIES } from '../features/guides/staticGuideBodies';
import type { StaticGuide } from '../features/guides/staticGuides';

const Tips = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * A fixed-text beginner guide: title, intro and three tips (the card's text), then the guide
 * itself, whose code loads with this page only. One an admin has hidden is missing
 * for visitors and marked as hidden for admins.
 */
export function StaticGuidePage({ slug }: { slug: StaticGuide }) {
  const { t } = useTranslation('reader');
  const user = useCurrentUser();
  const { data: site } = useGetSiteQuery();
  const hidden = site?.hiddenStaticGuides?.includes(slug) ?? false;
  const isAdmin = canSeeAdmin(user, site?.streamer.login);
  const missing = hidden && !isAdmin;
  // Hidden is not gone: an admin opens the same address, so no 404.
  usePageMeta(missing ? t('detail.guideMissing') : t(`staticGuides.${slug}.title`));
  if (missing) {
    return (
      <article style={{ maxWidth: 700, margin: '0 auto' }}>
        <PageHeading title={t('detail.guideMissing')} />
        <Button as={Link} to="/guide" variant="secondary">
          {t('detail.back')}
        </Button>
      </article>
    );
  }
  const Guide = STATIC_GUIDE_BODIES[slug];
  const tips = t(`staticGuides.${slug}.tips`, { returnObjects: true }) as string[];
  return (
    <article style={{ maxWidth: 700, margin: '0 auto' }}>
      <PageHeading
        title={t(`staticGuides.${slug}.title`)}
        subtitle={slug === 'premier-build' ? t('staticGuides.premier-build.credit') : undefined}
      />
      {hidden && <Alert variant="info">{t('staticGuides.admin.hiddenNotice')}</Alert>}
      <Card>
        <p>{t(`staticGuides.${slug}.intro`)}</p>
        <Tips>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </Tips>
      </Card>
      <Guide />
      <Button as={Link} to="/guide" variant="secondary">
        {t('detail.back')}
      </Button>
    </article>
  );
}
