// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, serve } from '../../test/renderAdmin';
import { AdminGate } from './AdminGate';

const site = () =>
  Response.json({ streamer: { login: 'ExileStreamer', displayName: 'ExileStreamer' } });
const page = <AdminGate>la page d'administration</AdminGate>;

describe('AdminGate', () => {
  it('asks an anonymous visitor to sign in through Twitch', () => {
    serve({});
    renderAdmin(page, null);
    expect(screen.getByRole('heading', { name: 'Accès Administrateur' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Se connecter via Twitch' });
    expect(link.getAttribute('href')).toBe('/userauth');
    expect(screen.queryByText("la page d'administration")).toBeNull();
  });

  it('refuses a signed-in user who is neither admin nor the streamer', async () => {
    serve({ 'GET /api/site': site });
    renderAdmin(page, { id: 5, username: 'paul_joueur', role: 'user', sessionStatus: 'valid' });
    expect(await screen.findByRole('heading', { name: 'Accès Refusé' })).toBeTruthy();
    expect(
      screen.getByText("Vous n'avez pas les droits d'administration nécessaires."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(screen.queryByText("la page d'administration")).toBeNull();
  });

  it('lets an admin through without asking who the streamer is', () => {
    const calls = serve({});
    renderAdmin(page);
    expect(screen.getByText("la page d'administration")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("lets the streamer's own account through whatever its role and case", async () => {
    serve({ 'GET /api/site': site });
    renderAdmin(page, { id: 9, username: 'exilestreamer', role: 'twitch', sessionStatus: 'valid' });
    expect(await screen.findByText("la page d'administration")).toBeTruthy();
  });
});
