// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is named by its label and reports typing', () => {
    const onChange = vi.fn();
    renderWithUi(<TextInput label="Titre" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Titre' });
    fireEvent.change(input, { target: { value: 'Mon build' } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('wires the error message to the field with aria-describedby', () => {
    renderWithUi(<TextInput label="Titre" error="Le titre est obligatoire" />);
    const input = screen.getByRole('textbox', { name: 'Titre' });
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const described = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Le titre est obligatoire');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('describes the field by its hint and error together', () => {
    renderWithUi(<TextInput label="Lien" id="lien" hint="Adresse pobb.in" error="Lien invalide" />);
    expect(screen.getByRole('textbox', { name: 'Lien' }).getAttribute('aria-describedby')).toBe(
      'lien-hint lien-error',
    );
  });
});
