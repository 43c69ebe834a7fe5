import { useState } from 'react';
import { Alert, Button, useTranslation } from 'shared-ui';
import { useConnectivity } from './useConnectivity';

export function ConnectivityBanner() {
  const { t } = useTranslation('shell');
  const { online, serverDown, dismiss } = useConnectivity();
  // Closed while offline, it stays closed until the connection comes back and goes again.
  const [offlineClosed, setOfflineClosed] = useState(false);
  // Back online forgets the choice (React's adjust-state-while-rendering pattern, no effect).
  if (online && offlineClosed) setOfflineClosed(false);
  if (!online) {
    if (offlineClosed) return null;
    return (
      <Alert
        variant="error"
        title={t('connectivity.offlineTitle')}
        onClose={() => setOfflineClosed(true)}
      >
        {t('connectivity.offlineText')}
      </Alert>
    );
  }
  if (!serverDown) return null;
  return (
    <Alert
      variant="warning"
      title={t('connectivity.serverTitle')}
      onClose={dismiss}
      actions={
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('connectivity.retry')}
        </Button>
      }
    >
      {t('connectivity.serverText')}
    </Alert>
  );
}
