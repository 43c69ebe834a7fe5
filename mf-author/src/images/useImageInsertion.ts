import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-ui';
import { OptimisationError, optimiseImage, type OptimisedImage } from './optimiseImage';
import { startProgress, type ProgressTicker } from './progressSchedule';
import { useUploadImageMutation } from './uploadsApi';

export interface ImageInsertionCallbacks {
  /** The optimiser's result, for the form's summary panel. */
  onOptimised?: (result: OptimisedImage) => void;
  /** The server's address of the stored picture. */
  onUploaded: (url: string) => void;
  /** Half a second after the bar reached 100. */
  onFinished: () => void;
}

/**
 * Optimises a picture, uploads the result and drives the spec's progress bar meanwhile.
 * `progress` is null when idle. A failure returns to idle with an alert; `cancel` (the dialog
 * closed) drops whatever is still under way without a word.
 */
export function useImageInsertion(callbacks: ImageInsertionCallbacks) {
  const { t } = useTranslation('author');
  const [uploadImage] = useUploadImageMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<ProgressTicker | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const cancel = useCallback(() => {
    current.current?.cancel();
    current.current = null;
    setProgress(null);
  }, []);
  useEffect(() => cancel, [cancel]);

  const failureText = useCallback(
    (error: unknown) =>
      error instanceof OptimisationError
        ? t('images.errors.wrapper', { message: t(`images.errors.${error.reason}`) })
        : t('images.dialog.uploadFailed', { message: errorMessage(error) }),
    [t],
  );

  const run = useCallback(
    async (file: File) => {
      current.current?.cancel();
      const ticker = startProgress(setProgress);
      current.current = ticker;
      const stillMine = () => current.current === ticker;
      try {
        const optimised = await optimiseImage(file);
        if (!stillMine()) return;
        latest.current.onOptimised?.(optimised);
        const uploaded = await uploadImage(optimised.file).unwrap();
        if (!stillMine()) return;
        latest.current.onUploaded(uploaded.url);
        ticker.complete(() => latest.current.onFinished());
      } catch (error) {
        if (!stillMine()) return;
        cancel();
        window.alert(failureText(error));
      }
    },
    [cancel, failureText, uploadImage],
  );

  return { progress, run, cancel };
}
