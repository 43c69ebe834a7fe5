import {
  Button,
  Link,
  useAppDispatch,
  useCurrentUser,
  useNavigate,
  userSignedOut,
  useTranslation,
} from 'shared-ui';
import { SubscriptionBadge } from './SubscriptionBadge';

/** Signed in: the subscription badge and Déconnexion; signed out: Connexion. */
export function AccountActions() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Button as={Link} to="/userauth" variant="primary" size="sm">
        {t('nav.signIn')}
      </Button>
    );
  }
  const signOut = () => {
    dispatch(userSignedOut());
    navigate('/');
  };
  return (
    <>
      <SubscriptionBadge user={user} />
      <Button variant="secondary" size="sm" onClick={signOut}>
        {t('nav.signOut')}
      </Button>
    </>
  );
}
