import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useTranslation } from 'shared-ui';
import { OptimisationError, optimiseImage, type OptimisedImage } from './optimiseImage';
import { startProgress, type ProgressTicker } from './progressSchedule';
import { useUploadImageMutation } from './uploadsApi';

export interface ImageInsertionCallbacks {
  /** The optimiser's result, for the form's summary panel. */
  onOptimised?: (result: OptimisedImage) => void;
  /** The server's address of each stored picture, as soon as it is stored. */
  onUploaded: (url: string) => void;
  /** Half a second after the bar reached 100 on the last file, when none failed. */
  onFinished: () => void;
}

export type QueueState = 'pending' | 'processing' | 'done' | 'error';

export interface QueueEntry {
  name: string;
  state: QueueState;
  /** Why it failed, for 'error'. */
  message?: string;
}

/**
 * Optimises and uploads pictures one after the other (the optimiser holds a whole picture in a
 * canvas; two at once would double the memory), driving the spec's progress bar for the one
 * under way and a queue with each file's state. A failing file is marked and the next one goes
 * on; `failure` then holds the spec's text of the last failure, shown as an alert beside the
 * button. `cancel` (the dialog closed) drops whatever is still under way without a word.
 */
export function useImageInsertion(callbacks: ImageInsertionCallbacks) {
  const { t } = useTranslation('author');
  const [uploadImage] = useUploadImageMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [queue, setQueue] = useState<QueueEntry[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef<ProgressTicker | null>(null);
  const run = useRef(0);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const cancel = useCallback(() => {
    run.current += 1;
    current.current?.cancel();
    current.current = null;
    setProgress(null);
  }, []);
  useEffect(() => cancel, [cancel]);

  /** The failure's own words, and the spec's sentence around them. */
  const explain = useCallback(
    (error: unknown) => {
      if (error instanceof OptimisationError) {
        const message = t(`images.errors.${error.reason}`);
        return { message, text: t('images.errors.wrapper', { message }) };
      }
      const message = errorMessage(error);
      return { message, text: t('images.dialog.uploadFailed', { message }) };
    },
    [t],
  );

  const start = useCallback(
    async (files: readonly File[]) => {
      cancel();
      const mine = run.current;
      const stillMine = () => run.current === mine;
      const mark = (index: number, entry: Partial<QueueEntry>) =>
        setQueue((entries) => entries.map((e, i) => (i === index ? { ...e, ...entry } : e)));
      setFailure(null);
      setQueue(files.map((file) => ({ name: file.name, state: 'pending' })));
      let failed = false;
      for (const [index, file] of files.entries()) {
        const ticker = startProgress(setProgress);
        current.current = ticker;
        mark(index, { state: 'processing' });
        try {
          const optimised = await optimiseImage(file);
          if (!stillMine()) return;
          latest.current.onOptimised?.(optimised);
          const uploaded = await uploadImage(optimised.file).unwrap();
          if (!stillMine()) return;
          latest.current.onUploaded(uploaded.url);
          mark(index, { state: 'done' });
          if (index < files.length - 1) ticker.cancel();
          else if (!failed) ticker.complete(() => latest.current.onFinished());
          else ticker.cancel();
        } catch (error) {
          if (!stillMine()) return;
          ticker.cancel();
          failed = true;
          const { message, text } = explain(error);
          mark(index, { state: 'error', message });
          setFailure(text);
        }
      }
      // With a failure the dialog stays open on the queue, the bar gone, ready for another try.
      if (failed && stillMine()) {
        current.current = null;
        setProgress(null);
      }
    },
    [cancel, explain, uploadImage],
  );

  return { progress, queue, failure, setFailure, run: start, cancel };
}
