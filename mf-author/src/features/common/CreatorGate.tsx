import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, selectCurrentUser, useAppSelector } from 'shared-ui';
import { canAuthor } from './canAuthor';

/**
 * The authoring screens for those who may write (createur, twitch, admin); a sign-in invitation
 * for visitors and a refusal for the others. The server enforces the same rule on every write.
 */
export function CreatorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('author');
  const user = useAppSelector(selectCurrentUser);
  if (!user) {
    return (
      <Card title={t('access.signInTitle')} headingLevel={2}>
        <p>{t('access.signInText')}</p>
        <Button as={Link} to="/userauth">
          {t('access.signIn')}
        </Button>
      </Card>
    );
  }
  if (!canAuthor(user.role)) {
    return (
      <Card title={t('access.deniedTitle')} headingLevel={2}>
        <p>{t('access.deniedText')}</p>
        <Button as={Link} to="/" variant="secondary">
          {t('access.back')}
        </Button>
      </Card>
    );
  }
  return children;
}
