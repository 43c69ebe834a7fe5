import { useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import { PobUpdateDialog } from './PobUpdateDialog';

/** The edit page's 'Mettre à jour depuis Path of Building' button and its dialog. */
export function PobUpdateControl({ buildId }: { buildId: number }) {
  const { t } = useTranslation('author');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('pobUpdate.open')}
      </Button>
      <PobUpdateDialog buildId={buildId} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
