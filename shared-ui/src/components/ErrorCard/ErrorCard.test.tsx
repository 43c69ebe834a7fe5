// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { ErrorCard } from './ErrorCard';

describe('ErrorCard', () => {
  it('explains in French that a part of the site is unavailable', () => {
    renderWithUi(<ErrorCard />);
    const alert = screen.getByRole('alert');
    expect(
      screen.getByRole('heading', { name: 'Cette partie du site est indisponible' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain(
      'Impossible de charger ce module. Vérifiez votre connexion puis réessayez.',
    );
  });

  it("calls onRetry from the 'Réessayer' button", () => {
    const onRetry = vi.fn();
    renderWithUi(<ErrorCard onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry without onRetry', () => {
    renderWithUi(<ErrorCard />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a load failure message it is given', () => {
    renderWithUi(<ErrorCard title="Le chargement a échoué" message="Erreur : HTTP 500: Boom" />);
    expect(screen.getByRole('heading', { name: 'Le chargement a échoué' })).toBeTruthy();
    expect(screen.getByText('Erreur : HTTP 500: Boom')).toBeTruthy();
  });
});
