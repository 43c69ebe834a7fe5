import { css, styled, useTranslation } from 'shared-ui';
import type { LinkCell } from './socketGrid';

export interface LinkToggleProps {
  cell: LinkCell;
  slot: string;
  linked: boolean;
  onToggle(index: number): void;
}

/** The game's link: a bar across the gap; unlinked, only its faint outline with a break. */
const Toggle = styled.button<{ $direction: LinkCell['direction']; $linked: boolean }>`
  position: relative;
  min-width: 24px;
  min-height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    ${({ $direction }) =>
      $direction === 'horizontal'
        ? css`
            top: calc(50% - 5px);
            left: -4px;
            right: -4px;
            height: 10px;
          `
        : css`
            left: calc(50% - 5px);
            top: -4px;
            bottom: -4px;
            width: 10px;
          `}
    border-radius: 3px;
    ${({ $linked, theme }) =>
      $linked
        ? css`
            background: linear-gradient(#f1e3bd, #b99a58);
            box-shadow: 0 0 0 1px #5a4726;
          `
        : css`
            border: 1px dashed ${theme.colors.textMuted};
            opacity: 0.6;
          `}
  }

  &:hover::before {
    opacity: 1;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The toggle between two adjacent sockets: pressed, it links or unlinks them. Its name says
 * what pressing does ('Délier les châsses 2 et 3 (Torse)'), its bar shows the current state.
 */
export function LinkToggle({ cell, slot, linked, onToggle }: LinkToggleProps) {
  const { t } = useTranslation('author');
  const label = t(linked ? 'sockets.unlink' : 'sockets.link', {
    slot,
    a: cell.index + 1,
    b: cell.index + 2,
  });
  return (
    <Toggle
      type="button"
      $direction={cell.direction}
      $linked={linked}
      aria-label={label}
      title={label}
      data-linked={linked}
      style={{ gridRow: cell.row, gridColumn: cell.column }}
      onClick={() => onToggle(cell.index)}
    />
  );
}
