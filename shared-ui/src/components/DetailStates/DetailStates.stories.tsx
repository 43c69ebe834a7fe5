import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { DetailStates } from './DetailStates';

const meta = {
  title: 'Base/DetailStates',
  component: DetailStates,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    isLoading: false,
    error: undefined,
    missingText: 'Guide introuvable',
    backTo: '/guide',
    children: <p>Le guide chargé.</p>,
  },
} satisfies Meta<typeof DetailStates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Missing: Story = { args: { error: { status: 404, message: 'HTTP 404' } } };
export const Failed: Story = {
  args: { error: { status: 500, message: 'HTTP 500: Erreur interne' } },
};
