/** The spec's optimisation progress: +20 every 100 ms, held at 90 until the work is done. */
export const PROGRESS_STEP = 20;
export const PROGRESS_INTERVAL_MS = 100;
export const PROGRESS_CAP = 90;
export const PROGRESS_DONE = 100;
/** How long the finished bar stays before the dialog closes. */
export const CLOSE_DELAY_MS = 500;

/**
 * The next value shown while the work runs.
 * @example nextProgress(80) // 90
 */
export function nextProgress(current: number): number {
  return Math.min(current + PROGRESS_STEP, PROGRESS_CAP);
}

export interface ProgressTicker {
  /** Shows 100 and, `CLOSE_DELAY_MS` later, calls `onClosed`. */
  complete(onClosed: () => void): void;
  /** Stops everything; no later callback runs. */
  cancel(): void;
}

/**
 * Drives a progress bar from 0: `onChange` gets 20, 40, 60, 80, 90 (then stays) at 100 ms
 * steps, 100 when `complete` is called, and the close callback half a second after that.
 */
export function startProgress(onChange: (percent: number) => void): ProgressTicker {
  let percent = 0;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  onChange(percent);
  const ticker = setInterval(() => {
    const next = nextProgress(percent);
    if (next === percent) return;
    percent = next;
    onChange(percent);
  }, PROGRESS_INTERVAL_MS);

  return {
    complete(onClosed) {
      clearInterval(ticker);
      percent = PROGRESS_DONE;
      onChange(percent);
      closeTimer = setTimeout(onClosed, CLOSE_DELAY_MS);
    },
    cancel() {
      clearInterval(ticker);
      if (closeTimer !== undefined) clearTimeout(closeTimer);
    },
  };
}
