import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'shared-ui';
import { useConnectivity } from './useConnectivity';

export function ConnectivityBanner() {
  const { t } = useTranslation('shell');
  const { online, serverDown, dismiss } = useConnectivity();
  if (!online) {
    return (
      <Alert variant="error" title={t('connectivity.offlineTitle')}>
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
