import { useState } from 'react';
import { Alert, Button, Dialog, errorMessage, styled, useTranslation } from 'shared-ui';
import { useUpdateBuildFromPobMutation } from '../../../authorApi';
import { useReviewPobUpdateMutation, type PobUpdateReview } from '../../../authorApi';
import { PasteArea } from '../../common/formParts';
import { useSaveFlow } from '../../common/useSaveFlow';
import { asSource } from '../pobImport';
import { PobUpdateChanges } from './PobUpdateChanges';

export interface PobUpdateDialogProps {
  buildId: number;
  open: boolean;
  onClose(): void;
}

const Hint = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The server's French reason is what the author can act on; the status adds nothing. */
const reasonOf = (failure: unknown) => errorMessage(failure).replace(/^HTTP \d{3}: /, '');

/**
 * 'Mettre à jour depuis Path of Building': paste a new code or share link, read what it changes
 * (nothing is written), then confirm: the build is updated as any edit is and the page moves on
 * to it; or cancel, and nothing changed.
 */
export function PobUpdateDialog({ buildId, open, onClose }: PobUpdateDialogProps) {
  const { t, i18n } = useTranslation('author');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [review, setReview] = useState<PobUpdateReview | null>(null);
  const [reviewUpdate, { isLoading }] = useReviewPobUpdateMutation();
  const [updateBuild] = useUpdateBuildFromPobMutation();
  const { state, run, busy } = useSaveFlow();
  const source = () => ({ id: buildId, lang: i18n.language, ...asSource(text.trim()) });

  const close = () => {
    setReview(null);
    setError('');
    onClose();
  };

  const submit = async () => {
    if (text.trim() === '') return setError(t('pobImport.empty'));
    setError('');
    try {
      setReview(await reviewUpdate(source()).unwrap());
    } catch (failure) {
      setError(t('pobUpdate.error', { message: reasonOf(failure) }));
    }
  };

  const confirm = () =>
    run(
      async () => {
        const saved = await updateBuild(source()).unwrap();
        const waits = saved.pending_edit?.status === 'pending';
        return {
          confirmation: t(waits ? 'pobUpdate.savedPending' : 'pobUpdate.saved'),
          next: `/build/custom/${saved.id}`,
        };
      },
      (message) => t('pobUpdate.error', { message: message.replace(/^HTTP \d{3}: /, '') }),
    );

  const footer = review ? (
    <>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => setReview(null)}>
        {t('pobImport.back')}
      </Button>
      <Button type="button" disabled={busy} onClick={() => void confirm()}>
        {state.phase === 'saving' ? t('pobUpdate.saving') : t('pobUpdate.confirm')}
      </Button>
    </>
  ) : (
    <>
      <Button type="button" variant="secondary" onClick={close}>
        {t('pobImport.cancel')}
      </Button>
      <Button type="button" disabled={isLoading} onClick={() => void submit()}>
        {isLoading ? t('pobImport.loading') : t('pobUpdate.review')}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      title={t(review ? 'pobUpdate.reviewTitle' : 'pobUpdate.title')}
      onClose={close}
      footer={footer}
    >
      {review ? (
        <>
          <p>{t('pobUpdate.reviewIntro')}</p>
          {review.waits_for_review && <Alert variant="info">{t('pobUpdate.moderated')}</Alert>}
          <PobUpdateChanges changes={review.changes} />
          {review.warnings.length > 0 && (
            <Alert variant="warning" title={t('pobImport.warnings')}>
              <ul>
                {review.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </Alert>
          )}
          {state.phase === 'saved' && <Alert variant="success">{state.message}</Alert>}
          {state.phase === 'failed' && <Alert variant="error">{state.message}</Alert>}
        </>
      ) : (
        <>
          <Hint>{t('pobUpdate.hint')}</Hint>
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
