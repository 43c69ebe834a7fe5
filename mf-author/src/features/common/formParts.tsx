import type { ReactNode } from 'react';
import { Alert, Button, styled } from 'shared-ui';
import type { SaveState } from './useSaveFlow';

/** A checkbox with its label on one 44 px line (the Public toggles). */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  input {
    width: 20px;
    height: 20px;
  }
`;

/** The small round × that empties an equipment slot or a gem socket. */
export const RemoveButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: -6px;
  right: -6px;
  z-index: 2;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 0.75rem;
  line-height: 1;
  cursor: pointer;
`;

/** Where item text copied in the game is pasted: monospace, tall enough for a whole item. */
export const PasteArea = styled.textarea`
  width: 100%;
  min-height: 240px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface SaveBarProps {
  state: SaveState;
  busy: boolean;
  label: ReactNode;
  savingLabel: ReactNode;
}

/** The confirmation or error of the last save, and the submit button. */
export function SaveBar({ state, busy, label, savingLabel }: SaveBarProps) {
  return (
    <>
      {state.phase === 'saved' && <Alert variant="success">{state.message}</Alert>}
      {state.phase === 'failed' && <Alert variant="error">{state.message}</Alert>}
      <div>
        <Button type="submit" disabled={busy}>
          {state.phase === 'saving' ? savingLabel : label}
        </Button>
      </div>
    </>
  );
}
