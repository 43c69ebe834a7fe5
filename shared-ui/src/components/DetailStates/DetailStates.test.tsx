// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { DetailStates, type DetailStatesProps } from './DetailStates';

function show(props: Omit<DetailStatesProps, 'missingText' | 'backTo' | 'children'>) {
  return renderWithUi(
    <MemoryRouter initialEntries={['/build/custom/7']}>
      <Routes>
        <Route
          path="/build/custom/:id"
          element={
            <DetailStates {...props} missingText="Build introuvable" backTo="/build">
              <h1>Cyclone Slayer</h1>
            </DetailStates>
          }
        />
        <Route path="/build" element={<h1>Exemples de Builds</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DetailStates', () => {
  it("shows 'Erreur : {message}' on a failed load, with Retour back to the list", () => {
    show({ isLoading: false, error: { status: 500, message: 'HTTP 500: Boom' } });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Le chargement a échoué' })).toBeTruthy();
    expect(within(alert).getByText('Erreur : HTTP 500: Boom')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cyclone Slayer' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Retour' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Exemples de Builds' })).toBeTruthy();
  });

  it('says a network failure in words, still with Retour', () => {
    show({
      isLoading: false,
      error: {
        status: 'FETCH_ERROR',
        message: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
      },
    });
    expect(
      screen.getByText(
        'Erreur : Impossible de joindre le serveur. Vérifiez votre connexion internet.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/build');
  });

  it('names a missing item instead of an error', () => {
    show({ isLoading: false, error: { status: 404, message: 'HTTP 404: Build non trouvé' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Build introuvable' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour' })).toBeTruthy();
  });

  it('shows the loading text while loading, then the content once loaded', () => {
    const { rerender } = show({ isLoading: true, error: undefined });
    expect(screen.getByText('Chargement...')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <DetailStates isLoading={false} error={undefined} missingText="x" backTo="/build">
          <h1>Cyclone Slayer</h1>
        </DetailStates>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Cyclone Slayer' })).toBeTruthy();
    expect(screen.queryByText('Chargement...')).toBeNull();
  });
});
