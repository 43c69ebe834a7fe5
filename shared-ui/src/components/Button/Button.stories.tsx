import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Base/Button',
  component: Button,
  args: { children: 'Voir le build', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Annuler' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Supprimer' } };
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Charger plus de commentaires' },
};
export const Disabled: Story = { args: { disabled: true, children: 'Publier' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
};

export const AsLink: Story = {
  render: () => (
    <Button as="a" href="#build" variant="secondary">
      Exemples de Builds
    </Button>
  ),
};
