import { useEffect, useRef, useState } from 'react';
import { errorMessage, useNavigate } from 'shared-ui';

/** How long the confirmation shows before the form moves on. */
export const CONFIRMATION_MS = 2000;

export type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; message: string }
  | { phase: 'failed'; message: string };

/**
 * Runs a save, shows its confirmation for 2 s and then navigates where the save says; a failure
 * shows the given error text with the server's message and keeps everything typed.
 */
export function useSaveFlow() {
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run(
    save: () => Promise<{ confirmation: string; next: string }>,
    failure: (message: string) => string,
  ) {
    setState({ phase: 'saving' });
    try {
      const { confirmation, next } = await save();
      setState({ phase: 'saved', message: confirmation });
      timer.current = setTimeout(() => navigate(next), CONFIRMATION_MS);
    } catch (error) {
      setState({ phase: 'failed', message: failure(errorMessage(error)) });
    }
  }

  return { state, run, busy: state.phase === 'saving' || state.phase === 'saved' };
}
