// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Alert } from './Alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s alert has role %s', (variant, role) => {
    renderWithUi(<Alert variant={variant}>Message</Alert>);
    expect(screen.getByRole(role).textContent).toContain('Message');
  });

  it('calls onClose from the "Fermer" button', () => {
    const onClose = vi.fn();
    renderWithUi(
      <Alert variant="warning" title="Problème de connexion" onClose={onClose}>
        Le serveur ne répond pas.
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no close button without onClose', () => {
    renderWithUi(<Alert>Session Twitch limitée.</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('labels the close button in English when the site is in English', () => {
    localStorage.setItem('lang', 'en');
    renderWithUi(<Alert onClose={() => undefined}>Info</Alert>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows its actions', () => {
    const renew = vi.fn();
    renderWithUi(
      <Alert variant="warning" actions={<button onClick={renew}>Renouveler</button>}>
        Votre session Twitch a expiré.
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Renouveler' }));
    expect(renew).toHaveBeenCalledOnce();
  });
});
