// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { userSignedIn, type CurrentUser } from 'shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { called, renderReader, serve, type Answer } from '../../test/renderReader';
import { StaticGuideCards } from './StaticGuideCards';

const streamer = { login: 'exilestreamer', displayName: 'ExileStreamer' };
const siteHiding =
  (hidden: string[]): Answer =>
  () =>
    Response.json({ streamer, hiddenStaticGuides: hidden });

const admin: CurrentUser = { id: 1, username: 'modo', role: 'admin', sessionStatus: 'valid' };
const player: CurrentUser = {
  id: 5,
  username: 'paul_joueur',
  role: 'user',
  sessionStatus: 'valid',
};

/** Where « Modifier ce guide » leads: shows the state it was handed. */
function GuideFormProbe() {
  const { state } = useLocation() as { state: unknown };
  return <pre data-testid="form-state">{JSON.stringify(state)}</pre>;
}

function show(user: CurrentUser | null) {
  const view = renderReader(
    <Routes>
      <Route path="/" element={<StaticGuideCards />} />
      <Route path="/guide/create" element={<GuideFormProbe />} />
    </Routes>,
  );
  if (user) view.store.dispatch(userSignedIn(user));
  return view;
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const firstCard = () => screen.getAllByRole('listitem')[0] as HTMLElement;

describe('StaticGuideCards', () => {
  it('leaves out the guides an admin hid, with no buttons, for a visitor', async () => {
    serve({ 'GET /api/site': siteHiding(['premier-build']) });
    show(null);
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(titles()).not.toContain('Choisir son premier build');
    // The classes guide is not one an admin hides: it stays, last.
    expect(titles().at(-1)).toBe('Les classes');
    expect(screen.getByRole('link', { name: /^Les classes/ }).getAttribute('href')).toBe(
      '/guide/classes',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifier ce guide' })).toBeNull();
  });

  it('gives no buttons to a signed-in player', async () => {
    serve({ 'GET /api/site': siteHiding([]) });
    show(player);
    await waitFor(() => expect(titles()).toHaveLength(6));
    expect(screen.queryByTitle('Supprimer ce guide')).toBeNull();
  });

  it('lets an admin hide the first card after confirming, then restore it', async () => {
    const bodies: unknown[] = [];
    const calls = serve({
      'GET /api/site': siteHiding([]),
      'PUT /api/admin/static-guides/premier-build': async (request) => {
        const body = (await request.json()) as { hidden: boolean };
        bodies.push(body);
        return Response.json({ hiddenStaticGuides: body.hidden ? ['premier-build'] : [] });
      },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    show(admin);
    const remove = await screen.findByRole('button', { name: 'Supprimer ce guide' });
    // Only the first card carries them, in its corner.
    expect(within(firstCard()).getByTitle('Supprimer ce guide')).toBe(remove);
    expect(screen.getAllByTitle('Modifier ce guide')).toHaveLength(1);

    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Voulez-vous vraiment supprimer ce guide ?');
    const restore = await screen.findByRole('button', { name: 'Rétablir ce guide' });
    // Still there for the admin, greyed and labelled.
    expect(titles()).toHaveLength(6);
    expect(within(firstCard()).getByText('Masqué pour les visiteurs')).toBeTruthy();

    fireEvent.click(restore);
    await screen.findByRole('button', { name: 'Supprimer ce guide' });
    expect(within(firstCard()).queryByText('Masqué pour les visiteurs')).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([{ hidden: true }, { hidden: false }]);
    expect(called(calls).filter((c) => c.startsWith('PUT'))).toHaveLength(2);
  });

  it('changes nothing when the admin does not confirm', async () => {
    const calls = serve({ 'GET /api/site': siteHiding([]) });
    vi.stubGlobal('confirm', () => false);
    show(admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer ce guide' }));
    expect(called(calls)).toEqual(['GET /api/site']);
    expect(screen.queryByText('Masqué pour les visiteurs')).toBeNull();
  });

  it('says why when the server refuses, and keeps the card as it was', async () => {
    serve({
      'GET /api/site': siteHiding([]),
      'PUT /api/admin/static-guides/premier-build': () =>
        Response.json(
          { error: "Vous n'avez pas les droits d'administration nécessaires." },
          { status: 403 },
        ),
    });
    vi.stubGlobal('confirm', () => true);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    show(admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer ce guide' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Erreur lors de la modification du guide : Vous n'avez pas les droits d'administration nécessaires.",
    );
    // Said on the page, never in a browser dialog.
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Supprimer ce guide' })).toBeTruthy();
  });

  it("shows the buttons to the streamer's account whatever its role", async () => {
    serve({ 'GET /api/site': siteHiding([]) });
    show({ ...player, username: 'ExileStreamer' });
    expect(await screen.findByRole('button', { name: 'Supprimer ce guide' })).toBeTruthy();
  });

  it('opens the guide form prefilled with the first guide', async () => {
    serve({ 'GET /api/site': siteHiding([]) });
    show(admin);
    fireEvent.click(await screen.findByRole('link', { name: 'Modifier ce guide' }));
    const state = JSON.parse(screen.getByTestId('form-state').textContent ?? 'null') as {
      guidePrefill: { title: string; description: string; content: string };
    };
    expect(state.guidePrefill.title).toBe('Choisir son premier build');
    expect(state.guidePrefill.description).toMatch(/^Votre premier personnage/);
    expect(state.guidePrefill.content).toMatch(/^<p>Votre premier personnage.*<\/p><ol><li>Prenez/);
    expect(state.guidePrefill.content).toContain('<p><em>par la communauté du stream</em></p>');
  });
});
