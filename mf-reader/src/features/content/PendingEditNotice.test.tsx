// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'shared-ui';
import { addNamespace, createI18n, UiProvider, type CurrentUser } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/reader.json';
import fr from '../../locales/fr/reader.json';
import { PendingEditNotice } from './PendingEditNotice';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const owner: CurrentUser = {
  id: 2,
  username: 'marie_crea',
  role: 'createur',
  sessionStatus: 'valid',
};
const admin: CurrentUser = {
  id: 1,
  username: 'exilestreamer',
  role: 'admin',
  sessionStatus: 'valid',
};

function show(
  user: CurrentUser,
  status: 'pending' | 'refused' | null,
  onWithdraw: () => Promise<unknown> = () => Promise.resolve(),
) {
  const i18n = createI18n();
  addNamespace(i18n, 'reader', { fr, en });
  const pending =
    status === null ? {} : { pending_edit: { status, submitted_at: '2026-10-01T08:00:00.000Z' } };
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <PendingEditNotice user={user} item={{ user_id: 2, ...pending }} onWithdraw={onWithdraw} />
      </UiProvider>
    </I18nextProvider>,
  );
}

describe('PendingEditNotice', () => {
  it('tells the owner readers still see the approved version, and lets them withdraw', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onWithdraw = vi.fn(() => Promise.resolve());
    show(owner, 'pending', onWithdraw);
    expect(screen.getByRole('status').textContent).toBe(
      'Modification en attente de validation : les lecteurs voient encore la version approuvée.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abandonner la modification' }));
    await waitFor(() => expect(onWithdraw).toHaveBeenCalledOnce());
  });

  it('says a refused edit was refused, and says why a withdrawal failed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    show(owner, 'refused', () => Promise.reject(new Error('Serveur indisponible')));
    expect(screen.getByRole('status').textContent).toMatch(
      /^Modification refusée par un administrateur/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abandonner la modification' }));
    expect(await screen.findByText(/^Erreur lors de l'abandon de la modification/)).toBeTruthy();
  });

  it('shows an admin the notice without the owner’s button, and nothing without an edit', () => {
    show(admin, 'pending');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show(owner, null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
