import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, Filters } from './Field';

const meta = {
  title: 'Base/Field',
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = {
  args: {
    children: (
      <>
        Classe
        <select defaultValue="Witch">
          <option>Witch</option>
          <option>Templar</option>
        </select>
      </>
    ),
  },
};

export const TextArea: Story = {
  args: {
    children: (
      <>
        Introduction
        <textarea rows={4} defaultValue="Un build solide pour débuter." />
      </>
    ),
  },
};

export const FilterRow: Story = {
  args: { children: null },
  render: () => (
    <Filters>
      <Field>
        Recherche
        <input type="search" placeholder="Titre ou auteur" />
      </Field>
      <Field>
        Classe
        <select>
          <option>Toutes</option>
        </select>
      </Field>
    </Filters>
  ),
};
