import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'Base/Card',
  component: Card,
  args: {
    title: 'Build Nécromancien invocateur',
    children:
      'Un build solide pour débuter : des serviteurs qui font le travail pendant que vous restez à distance.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithoutTitle: Story = { args: { title: undefined } };
