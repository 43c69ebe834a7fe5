import { useEffect, useRef } from 'react';
import { Loading, useAppDispatch, useNavigate, useTranslation } from 'shared-ui';
import { completeSignIn } from './completeSignIn';
import { takeTokenFromAddress } from './takeTokenFromAddress';

/** /auth/twitch/callback?token=…: store the token, fetch the user, then home (or home on failure). */
export function CallbackPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeTokenFromAddress();
    const done = () => navigate('/', { replace: true });
    if (token) void completeSignIn(token, dispatch).then(done);
    else done();
  }, [dispatch, navigate]);

  return <Loading label={t('callback.inProgress')} />;
}
