// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Loading } from './Loading';

describe('Loading', () => {
  it("announces 'Chargement...' as a status by default", () => {
    renderWithUi(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
  });

  it('announces a given label instead', () => {
    renderWithUi(<Loading label="Connexion en cours..." />);
    expect(screen.getByRole('status').textContent).toBe('Connexion en cours...');
  });

  it("says 'Loading...' when the site is in English", () => {
    localStorage.setItem('lang', 'en');
    renderWithUi(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
