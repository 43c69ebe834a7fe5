import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './TextInput';

const meta = {
  title: 'Base/TextInput',
  component: TextInput,
  args: { label: 'Titre du build', placeholder: 'Ex. : Cyclone Slayer' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '80 caractères au maximum.' } };
export const WithError: Story = { args: { error: 'Le titre est obligatoire.' } };
