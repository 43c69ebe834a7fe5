// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('shows its title and content only while open', () => {
    const { rerender } = renderWithUi(
      <Dialog open={false} title="Insérer une gem" onClose={() => undefined}>
        Grille
      </Dialog>,
    );
    expect(screen.queryByText('Grille')).toBeNull();
    rerender(
      <Dialog open title="Insérer une gem" onClose={() => undefined}>
        Grille
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Insérer une gem' }).textContent).toContain('Grille');
  });

  it('closes from the close button and from a click on the backdrop, not from its content', () => {
    const onClose = vi.fn();
    renderWithUi(
      <Dialog open title="Insérer un objet" onClose={onClose}>
        <p>Texte</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByText('Texte'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
