import styled from 'styled-components';

/** Label wrapping a native select, input or textarea, styled like TextInput. */
export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  select,
  input:not([type='checkbox']),
  textarea {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  textarea {
    padding: ${({ theme }) => theme.space.sm};
    resize: vertical;
  }
  select:disabled {
    opacity: 0.5;
  }
`;

export const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    align-items: end;
  }
`;
