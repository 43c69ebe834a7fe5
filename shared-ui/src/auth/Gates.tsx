import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/reactI18n';
import { Link } from '../router/router';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Loading } from '../components/Loading/Loading';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { useGetSiteQuery } from '../site/siteApi';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from '../store/sessionSlice';
import { canAuthor } from './canAuthor';
import { canSeeAdmin } from './canSeeAdmin';

/** Each gate's title and text, for a visitor (sign in) and for an account refused. */
const TEXTS = {
  author: {
    signIn: ['gates.author.signInTitle', 'gates.author.signInText'],
    denied: ['gates.author.deniedTitle', 'gates.author.deniedText'],
  },
  admin: {
    signIn: ['gates.admin.signInTitle', 'gates.admin.signInText'],
    denied: ['gates.admin.deniedTitle', 'gates.admin.deniedText'],
  },
} as const;

/** The card shown instead of a screen: its title, why, and where to go. */
function GateCard({ texts, refused }: { texts: keyof typeof TEXTS; refused: boolean }) {
  const { t } = useTranslation('common');
  const [title, text] = TEXTS[texts][refused ? 'denied' : 'signIn'];
  return (
    <Card>
      <PageHeading title={t(title)} />
      <p>{t(text)}</p>
      {refused ? (
        <Button as={Link} to="/" variant="secondary">
          {t('gates.home')}
        </Button>
      ) : (
        <Button as={Link} to="/userauth">
          {t('gates.signIn')}
        </Button>
      )}
    </Card>
  );
}

/**
 * The authoring screens for those who may write (createur, twitch, admin); a sign-in invitation
 * for visitors and a refusal for the others. The shell puts it in front of the author remote, so
 * a visitor who may not write never downloads that code; the server checks every write again.
 */
export function CreatorGate({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <GateCard texts="author" refused={false} />;
  if (!canAuthor(user.role)) return <GateCard texts="author" refused />;
  return children;
}

/**
 * The admin page's three outcomes: sign in ('Accès Administrateur'), refused ('Accès Refusé'),
 * or the page for an admin or the streamer. In front of the admin remote in the shell, so others
 * never download it; the server checks every admin call again.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const site = useGetSiteQuery(undefined, { skip: !user || user.role === 'admin' });
  if (!user) return <GateCard texts="admin" refused={false} />;
  if (user.role !== 'admin' && site.isLoading) return <Loading />;
  if (!canSeeAdmin(user, site.data?.streamer.login)) return <GateCard texts="admin" refused />;
  return children;
}
