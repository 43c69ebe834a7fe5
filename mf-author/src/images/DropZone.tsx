import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { styled } from 'shared-ui';

export interface DropZoneProps {
  /** Text of the zone, also the file input's accessible name. */
  label: string;
  /** What is chosen now, shown under the label. */
  chosen?: string;
  disabled?: boolean;
  /** Every file dropped or chosen at once, in their order. */
  onFiles: (files: File[]) => void;
}

const Zone = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed
    ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chosen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A click-or-drop zone for pictures, several at once; the file input only offers `image/*`. */
export function DropZone({ label, chosen, disabled = false, onFiles }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setActive(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0 && !disabled) onFiles(files);
  };

  return (
    <>
      <Zone
        type="button"
        $active={active}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={dragOver}
        onDragLeave={() => setActive(false)}
        onDrop={drop}
      >
        <span>{label}</span>
        {chosen && <Chosen>{chosen}</Chosen>}
      </Zone>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        aria-label={label}
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same files again still reports them.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
