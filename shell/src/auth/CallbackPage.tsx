import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loading, useAppDispatch, useNavigate, useTranslation } from 'shared-ui';
import { completeSignIn } from './completeSignIn';
import { SIGN_IN_START } from './SignInPage';
import { takeTokenFromAddress } from './takeTokenFromAddress';

/**
 * /auth/twitch/callback?token=…: once the server confirms this browser started the sign-in,
 * store the token, fetch the user, then home (or home on failure). A link forged with someone
 * else's token is refused here, with the visitor left as they were.
 */
export function CallbackPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeTokenFromAddress();
    const done = () => navigate('/', { replace: true });
    if (!token) {
      done();
      return;
    }
    void completeSignIn(token, dispatch).then((outcome) => {
      if (outcome === 'refused') setRefused(true);
      else done();
    });
  }, [dispatch, navigate]);

  if (!refused) return <Loading label={t('callback.inProgress')} />;
  return (
    <Alert
      variant="error"
      actions={
        <Button as="a" href={SIGN_IN_START} variant="primary">
          {t('signIn.button')}
        </Button>
      }
    >
      {t('callback.refused')}
    </Alert>
  );
}
