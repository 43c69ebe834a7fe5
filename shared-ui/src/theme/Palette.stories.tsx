import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { theme } from './theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme: t }) => t.space.sm};
`;

const Swatch = styled.div<{ $colour: string }>`
  padding: ${({ theme: t }) => t.space.sm};
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radii.sm};
  font-family: ${({ theme: t }) => t.fonts.mono};
  font-size: ${({ theme: t }) => t.fontSizes.sm};

  &::before {
    content: '';
    display: block;
    height: 40px;
    margin-bottom: ${({ theme: t }) => t.space.xs};
    border-radius: ${({ theme: t }) => t.radii.sm};
    background: ${({ $colour }) => $colour};
  }
`;

function Swatches({ colours }: { colours: Record<string, string> }) {
  return (
    <Grid>
      {Object.entries(colours).map(([name, colour]) => (
        <Swatch key={name} $colour={colour}>
          {name}
          <br />
          {colour}
        </Swatch>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Theme/Palette',
  component: Swatches,
  args: { colours: theme.colors },
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interface: Story = {};
export const Rarity: Story = { args: { colours: theme.rarity } };
export const Gems: Story = { args: { colours: theme.gem } };
