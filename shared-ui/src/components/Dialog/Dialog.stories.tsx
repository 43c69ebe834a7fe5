import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Base/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Insérer un objet',
    onClose: () => undefined,
    children: "Collez ici le texte d'un objet copié dans le jeu (Ctrl+C).",
    footer: <Button>Insérer dans le texte</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutFooter: Story = { args: { footer: undefined } };
