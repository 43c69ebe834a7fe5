import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  canSeeAdmin,
  Card,
  Loading,
  PageHeading,
  selectCurrentUser,
  useAppSelector,
  useGetSiteQuery,
} from 'shared-ui';

/**
 * The page's three outcomes: sign in, refused, or the page for an admin or the streamer. The
 * server checks every admin call again; this only spares others a page of refusals.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const user = useAppSelector(selectCurrentUser);
  const site = useGetSiteQuery(undefined, { skip: !user || user.role === 'admin' });

  if (!user) {
    return (
      <Card>
        <PageHeading title={t('gate.signInTitle')} />
        <p>{t('gate.signInText')}</p>
        <Button as={Link} to="/userauth">
          {t('gate.signIn')}
        </Button>
      </Card>
    );
  }
  if (user.role !== 'admin' && site.isLoading) return <Loading />;
  if (!canSeeAdmin(user, site.data?.streamer.login)) {
    return (
      <Card>
        <PageHeading title={t('gate.deniedTitle')} />
        <p>{t('gate.deniedText')}</p>
        <Button as={Link} to="/" variant="secondary">
          {t('gate.home')}
        </Button>
      </Card>
    );
  }
  return children;
}
