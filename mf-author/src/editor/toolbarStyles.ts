import { styled } from 'shared-ui';

/** The toolbar wraps onto several rows on a phone; tools are 36 px squares. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding-inline-end: ${({ theme }) => theme.space.xs};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border: 0;
  }
`;

// The editor sits inside the guide and build forms: a tool must never submit them.
export const Tool = styled.button.attrs({ type: 'button' })`
  min-width: 36px;
  height: 36px;
  padding: 0 6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentHover};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Select = styled.select`
  height: 36px;
  max-width: 9.5rem;
  padding: 0 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
