import { useState } from 'react';
import { Alert, Button, styled, useTranslation } from 'shared-ui';
import type { PobChoices, PobImport } from './pobImport';
import { PobImportDialog } from './PobImportDialog';

export interface PobImportControlProps {
  onImport(pob: PobImport, choices: PobChoices): void;
}

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: 1.25rem;
  }
`;

/**
 * The Général tab's 'Importer depuis Path of Building' button, its dialog, and once applied a
 * reminder to review the tabs with whatever the export could not carry over.
 */
export function PobImportControl({ onImport }: PobImportControlProps) {
  const { t } = useTranslation('author');
  const [open, setOpen] = useState(false);
  const [warnings, setWarnings] = useState<string[] | null>(null);

  return (
    <Bar>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('pobImport.open')}
      </Button>
      {warnings !== null && (
        <Alert
          variant={warnings.length > 0 ? 'warning' : 'success'}
          title={t('pobImport.done')}
          onClose={() => setWarnings(null)}
        >
          {warnings.length > 0 && (
            <>
              {t('pobImport.warnings')}
              <ul>
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      <PobImportDialog
        open={open}
        onClose={() => setOpen(false)}
        onImport={(pob, choices) => {
          onImport(pob, choices);
          setWarnings(pob.warnings);
        }}
      />
    </Bar>
  );
}
