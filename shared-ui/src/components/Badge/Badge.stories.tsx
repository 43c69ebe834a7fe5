import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Base/Badge',
  component: Badge,
  args: { children: 'Abonné' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'info', 'success', 'warning', 'error'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Non abonné' } };
export const Subscribed: Story = { args: { variant: 'success' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>user</Badge>
      <Badge variant="accent">admin</Badge>
      <Badge variant="info">twitch</Badge>
      <Badge variant="success">Abonné</Badge>
      <Badge variant="warning">createur</Badge>
      <Badge variant="error">blacklist</Badge>
    </div>
  ),
};
