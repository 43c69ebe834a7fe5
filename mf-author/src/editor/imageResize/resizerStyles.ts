import { styled } from 'shared-ui';

const HANDLE_PX = 12;

/** Drawn over the picture; only the handles and the tools take the pointer. */
export const Frame = styled.div`
  position: absolute;
  z-index: 2;
  box-sizing: border-box;
  outline: 2px solid ${({ theme }) => theme.colors.accent};
  pointer-events: none;
`;

export const Handle = styled.span`
  position: absolute;
  width: ${HANDLE_PX}px;
  height: ${HANDLE_PX}px;
  margin: -${HANDLE_PX / 2}px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.accent};
  pointer-events: auto;
  touch-action: none;
  &[data-corner='nw'] {
    top: 0;
    left: 0;
    cursor: nwse-resize;
  }
  &[data-corner='ne'] {
    top: 0;
    left: 100%;
    cursor: nesw-resize;
  }
  &[data-corner='sw'] {
    top: 100%;
    left: 0;
    cursor: nesw-resize;
  }
  &[data-corner='se'] {
    top: 100%;
    left: 100%;
    cursor: nwse-resize;
  }
`;

/** Under the picture's top-left corner, above the text it covers. */
export const Tools = styled.div`
  position: absolute;
  top: ${HANDLE_PX}px;
  left: ${HANDLE_PX}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 8px #000a;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: auto;
  cursor: default;
  white-space: nowrap;
  button {
    min-width: 28px;
    min-height: 28px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  [role='slider'] {
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
  }
`;
