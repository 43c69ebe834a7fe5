import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorCard } from './ErrorCard';

const meta = {
  title: 'Base/ErrorCard',
  component: ErrorCard,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemoteUnavailable: Story = {};

export const LoadFailure: Story = {
  args: {
    title: 'Le chargement a échoué',
    message: 'Erreur : HTTP 500: Erreur lors du chargement des builds. Veuillez réessayer.',
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };
