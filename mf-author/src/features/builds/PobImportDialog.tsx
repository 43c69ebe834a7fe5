import { useState } from 'react';
import { Alert, Button, Dialog, errorMessage, styled, useTranslation } from 'shared-ui';
import { useGetPassiveTreeVersionsQuery, useImportPobMutation } from '../../authorApi';
import { PasteArea } from '../common/formParts';
import {
  asSource,
  duplicatePhases,
  initialChoices,
  keepSiteTrees,
  needsReview,
  type PobChoices,
  type PobImport,
} from './pobImport';
import { PobReview } from './PobReview';
import { useSlotLabel } from './useSlotLabel';

export interface PobImportDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the author confirms: the form applies the export with these choices. */
  onImport(pob: PobImport, choices: PobChoices): void;
}

const Hint = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * 'Importer depuis Path of Building': paste a code or a share link, the server reads it; when
 * the export holds several sets, a review step proposes a phase tab for each before anything
 * changes in the form.
 */
export function PobImportDialog({ open, onClose, onImport }: PobImportDialogProps) {
  const { t, i18n } = useTranslation('author');
  const slotLabel = useSlotLabel();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [review, setReview] = useState<{ pob: PobImport; choices: PobChoices } | null>(null);
  const [importPob, { isLoading }] = useImportPobMutation();
  const { data: siteTrees } = useGetPassiveTreeVersionsQuery(undefined, { skip: !open });

  const close = () => {
    setReview(null);
    setError('');
    onClose();
  };

  const finish = (pob: PobImport, choices: PobChoices) => {
    onImport(pob, choices);
    setText('');
    close();
  };

  const submit = async () => {
    const source = text.trim();
    if (source === '') return setError(t('pobImport.empty'));
    setError('');
    try {
      const answer = await importPob({ ...asSource(source), lang: i18n.language }).unwrap();
      const kept = keepSiteTrees(
        answer,
        siteTrees?.versions.map((entry) => entry.version),
      );
      const pob = {
        ...kept.pob,
        warnings: [
          ...kept.pob.warnings,
          ...kept.skipped.map((tree) =>
            t('pobImport.treeSkipped', { ...tree, current: siteTrees?.current ?? '' }),
          ),
        ],
      };
      if (needsReview(pob)) setReview({ pob, choices: initialChoices(pob) });
      else finish(pob, initialChoices(pob));
    } catch (failure) {
      // The server's French reason is what the author can act on; the status adds nothing.
      const reason = errorMessage(failure).replace(/^HTTP \d{3}: /, '');
      setError(t('pobImport.error', { message: reason }));
    }
  };

  const duplicates = review ? duplicatePhases(review.choices) : [];
  const footer = review ? (
    <>
      <Button type="button" variant="secondary" onClick={() => setReview(null)}>
        {t('pobImport.back')}
      </Button>
      <Button
        type="button"
        disabled={duplicates.length > 0}
        onClick={() => finish(review.pob, review.choices)}
      >
        {t('pobImport.apply')}
      </Button>
    </>
  ) : (
    <>
      <Button type="button" variant="secondary" onClick={close}>
        {t('pobImport.cancel')}
      </Button>
      <Button type="button" disabled={isLoading} onClick={() => void submit()}>
        {isLoading ? t('pobImport.loading') : t('pobImport.submit')}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      title={t(review ? 'pobImport.reviewTitle' : 'pobImport.title')}
      onClose={close}
      footer={footer}
    >
      {review ? (
        <>
          <PobReview
            pob={review.pob}
            choices={review.choices}
            onChange={(choices) => setReview({ ...review, choices })}
          />
          {duplicates.length > 0 && (
            <Alert variant="error">
              {t('pobImport.duplicate', {
                tabs: duplicates.map(slotLabel).join(', '),
              })}
            </Alert>
          )}
        </>
      ) : (
        <>
          <Hint>{t('pobImport.hint')}</Hint>
          <PasteArea
            value={text}
            aria-label={t('pobImport.label')}
            placeholder={t('pobImport.placeholder')}
            aria-busy={isLoading}
            onChange={(event) => setText(event.target.value)}
          />
          {error !== '' && <Alert variant="error">{error}</Alert>}
        </>
      )}
    </Dialog>
  );
}
