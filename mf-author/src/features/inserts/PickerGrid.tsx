import { styled } from 'shared-ui';

/** The icon grid of the gem and currency pickers: 4 columns on a phone, more when wider. */
export const PickerGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PickerButton = styled.button<{ $colour?: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme, $colour }) => $colour ?? theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.75rem;
  line-height: 1.2;
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
`;

export const FilterInput = styled.input`
  width: 100%;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;
