import { useState } from 'react';
import { Alert, Button, errorMessage, type CurrentUser, useTranslation } from 'shared-ui';

interface Props {
  user: CurrentUser | null;
  item: {
    user_id: number | null;
    /** Sent only to the item's owner and admins, when an edit waits or was refused. */
    pending_edit?: { status: 'pending' | 'refused'; submitted_at: string };
  };
  /** Drops the edit (DELETE …/pending-edit); the page reloads the approved version. */
  onWithdraw: () => Promise<unknown>;
}

/**
 * Says, over a published item shown with its owner's edit, that readers still see the approved
 * version: waiting for an admin, or refused. Its owner may withdraw the edit.
 */
export function PendingEditNotice({ user, item, onWithdraw }: Props) {
  const { t } = useTranslation('reader');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = item.pending_edit;
  if (edit === undefined) return null;
  const owner = user !== null && item.user_id === user.id;

  const withdraw = async () => {
    if (!window.confirm(t('pendingEdit.confirmWithdraw'))) return;
    setFailure(null);
    setBusy(true);
    try {
      await onWithdraw();
    } catch (err) {
      setFailure(t('pendingEdit.withdrawFailed', { message: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      variant={edit.status === 'pending' ? 'warning' : 'error'}
      actions={
        owner && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void withdraw()}>
            {t('pendingEdit.withdraw')}
          </Button>
        )
      }
    >
      <span role="status">{t(`pendingEdit.${edit.status}`)}</span>
      {failure && <p>{failure}</p>}
    </Alert>
  );
}
