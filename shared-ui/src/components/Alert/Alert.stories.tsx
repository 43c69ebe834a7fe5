import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Base/Alert',
  component: Alert,
  args: { children: 'Session Twitch limitée. Certaines fonctionnalités peuvent être restreintes.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: 'info' } };
export const Success: Story = {
  args: { variant: 'success', children: 'Session renouvelée avec succès !' },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    children: 'Votre session Twitch a expiré. Tentative de reconnexion automatique...',
    actions: <Button size="sm">Renouveler</Button>,
  },
};

export const ErrorWithClose: Story = {
  args: {
    variant: 'error',
    title: 'Problème de connexion',
    children: 'Le serveur ne répond pas. Réessayer ?',
    actions: <Button size="sm">Réessayer</Button>,
    onClose: fn(),
  },
};
