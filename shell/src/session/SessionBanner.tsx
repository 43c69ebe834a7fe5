import { useState } from 'react';
import { Alert, Button, useCurrentUser, useTranslation } from 'shared-ui';
import { SIGN_IN_START } from '../auth/SignInPage';
import { sessionBanner } from './sessionBannerState';
import { useSessionRenewal } from './useSessionRenewal';

/**
 * The banner telling a signed-in visitor that their Twitch session needs attention. Closing it
 * hides it for that state only: a new status or renewal outcome shows again.
 */
export function SessionBanner() {
  const { t } = useTranslation('shell');
  const status = useCurrentUser()?.sessionStatus;
  const { phase, renew } = useSessionRenewal(status);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const content = sessionBanner(status, phase);
  if (!content) return null;
  const state = `${status ?? 'none'}:${content.text}`;
  if (closedFor === state) return null;

  const action =
    content.action === 'renew' ? (
      <Button size="sm" onClick={() => void renew()} disabled={phase === 'renewing'}>
        {t('session.renew')}
      </Button>
    ) : content.action === 'reconnect' ? (
      <Button size="sm" as="a" href={SIGN_IN_START}>
        {t('session.reconnect')}
      </Button>
    ) : undefined;

  return (
    <Alert variant={content.variant} actions={action} onClose={() => setClosedFor(state)}>
      {t(content.text)}
    </Alert>
  );
}
