import { useEffect, useRef, useState } from 'react';
import { Alert, useAppDispatch, useLocation, useNavigate, useTranslation } from 'shared-ui';
import { completeSignIn } from './completeSignIn';
import { readSignInReturn } from './readSignInReturn';
import { takeTokenFromAddress } from './takeTokenFromAddress';

/**
 * The sign-in return on `/`: `?token=…&auth=success` signs the visitor in once the server confirms
 * this browser started that sign-in; `?auth=error…` shows the error. Either way the address is
 * cleaned at once.
 */
export function SignInReturnAlert() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once, on the first render of the page the sign-in returned to.
  const [result] = useState(() => readSignInReturn(search));
  const [error, setError] = useState(result.kind === 'error' ? result.message : null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || result.kind === 'none') return;
    handled.current = true;
    takeTokenFromAddress();
    navigate('/', { replace: true });
    if (result.kind !== 'success') return;
    void completeSignIn(result.token, dispatch).then((outcome) => {
      if (outcome === 'refused') setError(t('callback.refused'));
    });
  }, [dispatch, navigate, result, t]);

  if (error === null) return null;
  return (
    <Alert variant="error" onClose={() => setError(null)}>
      {t('authError', { message: error })}
    </Alert>
  );
}
