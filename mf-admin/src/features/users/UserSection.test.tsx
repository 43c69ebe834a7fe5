// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { called, renderAdmin, serve } from '../../test/renderAdmin';
import type { AdminUser, AdminUserPage } from './adminUsersApi';
import { UserSection } from './UserSection';

const paul: AdminUser = {
  id: 5,
  displayName: 'Paul Joueur',
  login: 'paul_joueur',
  role: 'user',
  dateInscription: '2025-03-05T10:00:00.000Z',
  allowedRoles: ['createur', 'blacklist'],
  canDelete: true,
};
const sophie: AdminUser = { ...paul, id: 6, displayName: 'Sophie', login: 'sophie_abonnee' };

const answer = (users: AdminUser[], page = 1, total = users.length, totalPages = 1) =>
  Response.json({
    users,
    pagination: { page, limit: 10, total, totalPages },
  } satisfies AdminUserPage);

describe('UserSection', () => {
  it('shows the title with its total and each row with its date in French and its moves', async () => {
    const calls = serve({ 'GET /api/admin/users': () => answer([paul, sophie], 1, 2) });
    renderAdmin(<UserSection role="user" />);
    expect(screen.getByText('Chargement...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Utilisateurs (2)' })).toBeTruthy();
    expect(called(calls)).toEqual(['GET /api/admin/users?role=user&page=1&limit=10']);
    expect(screen.getByText('Paul Joueur')).toBeTruthy();
    expect(screen.getAllByText(/paul_joueur · Inscrit le 05\/03\/2025/)).toHaveLength(1);
    const actions = within(screen.getByRole('group', { name: 'Actions pour Paul Joueur' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Promouvoir créateur',
      'Blacklister',
      'Supprimer',
    ]);
  });

  it.each([
    ['user', 'Aucun utilisateur trouvé'],
    ['createur', 'Aucun créateur trouvé'],
    ['twitch', 'Aucun utilisateur Twitch trouvé'],
    ['blacklist', 'Aucun utilisateur blacklisté pour le moment'],
    ['admin', 'Aucun administrateur trouvé'],
  ] as const)('says the %s list is empty in its own words', async (role, text) => {
    serve({ 'GET /api/admin/users': () => answer([], 1, 0, 0) });
    renderAdmin(<UserSection role={role} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('lists the admins with only the moves the server offers: none on one’s own row, Blacklister on another’s', async () => {
    const me: AdminUser = {
      ...paul,
      id: 1,
      displayName: 'ExileStreamer',
      login: 'exilestreamer',
      role: 'admin',
      allowedRoles: [],
      canDelete: false,
    };
    const modo: AdminUser = {
      ...me,
      id: 9,
      displayName: 'Modo',
      login: 'modo',
      allowedRoles: ['blacklist'],
    };
    const calls = serve({ 'GET /api/admin/users': () => answer([me, modo]) });
    renderAdmin(<UserSection role="admin" />);
    expect(await screen.findByRole('heading', { name: 'Administrateurs (2)' })).toBeTruthy();
    expect(called(calls)).toEqual(['GET /api/admin/users?role=admin&page=1&limit=10']);
    expect(screen.getByText('ExileStreamer')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions pour ExileStreamer' })).toBeNull();
    const modoActions = within(screen.getByRole('group', { name: 'Actions pour Modo' }));
    expect(modoActions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Blacklister']);
  });

  it('shows the failure as « Erreur: {message} »', async () => {
    serve({
      'GET /api/admin/users': () =>
        Response.json({ error: 'Accès refusé' }, { status: 403, statusText: 'Forbidden' }),
    });
    renderAdmin(<UserSection role="createur" />);
    expect(await screen.findByText('Erreur: Accès refusé')).toBeTruthy();
  });

  it('reloads with the filter once typing has stopped for 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve({ 'GET /api/admin/users': () => answer([paul]) });
    renderAdmin(<UserSection role="user" />);
    await screen.findByText('Paul Joueur');
    const filter = screen.getByPlaceholderText("Filtrer par nom d'affichage...");
    fireEvent.change(filter, { target: { value: 'pa' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(filter, { target: { value: 'paul' } });
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(called(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() =>
      expect(called(calls).at(-1)).toBe(
        'GET /api/admin/users?role=user&page=1&limit=10&filter=paul',
      ),
    );
    expect(called(calls)).toHaveLength(2);
  });

  it('pages through numbered pages with Précédent and Suivant', async () => {
    const calls = serve({
      'GET /api/admin/users': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return answer([{ ...paul, id: page, displayName: `Joueur ${page}` }], page, 120, 12);
      },
    });
    renderAdmin(<UserSection role="user" />);
    await screen.findByText('Joueur 1');
    const pages = within(screen.getByRole('navigation', { name: 'Pages : Utilisateurs' }));
    expect(pages.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Précédent',
      '1',
      '2',
      '3',
      '4',
      '5',
      'Suivant',
    ]);
    expect((pages.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(pages.getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Joueur 5');
    expect(
      pages
        .getAllByRole('button')
        .map((b) => b.textContent)
        .slice(1, 6),
    ).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(pages.getByRole('button', { name: 'Suivant' }));
    await screen.findByText('Joueur 6');
    expect(called(calls).at(-1)).toBe('GET /api/admin/users?role=user&page=6&limit=10');
  });

  it('goes back to the last page when a change empties the page it showed', async () => {
    let players = Array.from({ length: 11 }, (_, i) => ({
      ...paul,
      id: i + 1,
      displayName: `Joueur ${i + 1}`,
    }));
    const calls = serve({
      'GET /api/admin/users': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const rows = players.slice((page - 1) * 10, page * 10);
        return answer(rows, page, players.length, Math.ceil(players.length / 10));
      },
      'PUT /api/admin/users/11/role': () => {
        players = players.filter((p) => p.id !== 11);
        return Response.json({ user: { ...paul, id: 11, role: 'blacklist' } });
      },
    });
    renderAdmin(<UserSection role="user" />);
    await screen.findByText('Joueur 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const last = await screen.findByRole('group', { name: 'Actions pour Joueur 11' });
    let sawEmpty = false;
    const empty = 'Aucun utilisateur trouvé';
    const observer = new MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]);
      if (
        document.body.textContent?.includes(empty) ||
        added.some((n) => n.textContent?.includes(empty))
      ) {
        sawEmpty = true;
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    fireEvent.click(within(last).getByRole('button', { name: 'Blacklister' }));

    expect(await screen.findByText('Joueur 1')).toBeTruthy();
    observer.disconnect();
    expect(screen.getByRole('heading', { name: 'Utilisateurs (10)' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(called(calls).filter((c) => c.startsWith('GET'))).toEqual([
      'GET /api/admin/users?role=user&page=1&limit=10',
      'GET /api/admin/users?role=user&page=2&limit=10',
      'GET /api/admin/users?role=user&page=2&limit=10',
      'GET /api/admin/users?role=user&page=1&limit=10',
    ]);
    expect(sawEmpty).toBe(false);
  });

  it('shows Chargement... in place of the rows while another page loads', async () => {
    let release: () => void = () => undefined;
    const pageTwo = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      'GET /api/admin/users': async (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) await pageTwo;
        return answer([{ ...paul, displayName: `Joueur ${page}` }], page, 20, 2);
      },
    });
    renderAdmin(<UserSection role="user" />);
    await screen.findByText('Joueur 1');
    const section = screen.getByRole('region', { name: 'Utilisateurs (20)' });
    expect(section.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Chargement...')).toBeTruthy();
    expect(screen.queryByText('Joueur 1')).toBeNull();
    expect(section.getAttribute('aria-busy')).toBe('true');
    // The count and the page numbers stay, with the page asked for marked.
    expect(screen.getByRole('heading', { name: 'Utilisateurs (20)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    release();
    expect(await screen.findByText('Joueur 2')).toBeTruthy();
    expect(screen.queryByText('Chargement...')).toBeNull();
    expect(section.getAttribute('aria-busy')).toBe('false');
  });

  it('shows Chargement... while a new filter’s rows load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => undefined;
    const filtered = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      'GET /api/admin/users': async (request) => {
        if (new URL(request.url).searchParams.has('filter')) {
          await filtered;
          return answer([sophie]);
        }
        return answer([paul, sophie]);
      },
    });
    renderAdmin(<UserSection role="user" />);
    await screen.findByText('Paul Joueur');
    fireEvent.change(screen.getByPlaceholderText("Filtrer par nom d'affichage..."), {
      target: { value: 'sop' },
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('Chargement...')).toBeTruthy();
    expect(screen.queryByText('Paul Joueur')).toBeNull();
    release();
    expect(await screen.findByText('Sophie')).toBeTruthy();
    expect(screen.queryByText('Paul Joueur')).toBeNull();
  });

  it('changes a role with PUT {role} and reloads the list', async () => {
    let promoted = false;
    const calls = serve({
      'GET /api/admin/users': () => answer(promoted ? [sophie] : [paul, sophie]),
      'PUT /api/admin/users/5/role': async (request) => {
        promoted = true;
        return Response.json({ user: { ...paul, ...((await request.json()) as object) } });
      },
    });
    renderAdmin(<UserSection role="user" />);
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Actions pour Paul Joueur' })).getByRole(
        'button',
        { name: 'Promouvoir créateur' },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Paul Joueur')).toBeNull());
    const put = calls.find((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({ role: 'createur' });
    expect(called(calls).filter((c) => c.startsWith('GET'))).toHaveLength(2);
  });

  it('says why a role change failed', async () => {
    serve({
      'GET /api/admin/users': () => answer([paul]),
      'PUT /api/admin/users/5/role': () =>
        Response.json({ error: 'Changement de rôle non autorisé' }, { status: 400 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<UserSection role="user" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Blacklister' }));
    expect(
      await screen.findByText(
        'Erreur lors de la modification du rôle : Changement de rôle non autorisé',
      ),
    ).toBeTruthy();
  });

  it('deletes a user only after a confirm naming them and what goes with them, then counts it', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const calls = serve({
      'GET /api/admin/users': () => answer([paul]),
      'DELETE /api/admin/users/5': () =>
        Response.json({ deleted: { builds: 2, guides: 1, comments: 4, uploads: 3 } }),
    });
    renderAdmin(<UserSection role="user" />);
    const remove = await screen.findByRole('button', { name: 'Supprimer' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      'Voulez-vous vraiment supprimer Paul Joueur ? Ses builds, ses guides, ses commentaires et ses images seront supprimés.',
    );
    expect(called(calls).some((c) => c.startsWith('DELETE'))).toBe(false);
    fireEvent.click(remove);
    expect(
      await screen.findByText(
        'Paul Joueur a été supprimé, avec 2 build(s), 1 guide(s), 4 commentaire(s) et 3 image(s).',
      ),
    ).toBeTruthy();
    expect(called(calls)).toContain('DELETE /api/admin/users/5');
  });
});
