import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'Base/PageHeading',
  component: PageHeading,
  args: { title: 'Exemples de Builds' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithSubtitle: Story = {
  args: { subtitle: 'Des builds testés par la communauté, idéals pour votre première ligue.' },
};
