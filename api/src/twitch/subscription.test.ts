import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import {
  bearer,
  signIn,
  startStandIn,
  userId,
  type RunningStandIn,
} from '../../test/twitchStandIn.js';

describe('GET /api/twitch/my-subscription', () => {
  let standIn: RunningStandIn;
  let app: App;
  beforeAll(async () => {
    standIn = await startStandIn();
    app = await buildTestApp({ env: standIn.env });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });
  beforeEach(() => standIn.state.resetCalls());

  const ask = (token: string) =>
    app.inject({ method: 'GET', url: '/api/twitch/my-subscription', headers: bearer(token) });

  it('answers true for a subscriber, asking Helix with the streamer’s id found by an app token', async () => {
    const token = await signIn(app, 'sophie_abonnee');
    standIn.state.resetCalls();
    const res = await ask(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ isSubscribed: true });
    expect(standIn.state.callCount('/helix/subscriptions/user')).toBe(1);
    expect(standIn.state.callCount('/helix/users')).toBe(1);
  });

  it('answers false when Helix says 404, then from the cache without calling Helix', async () => {
    const token = await signIn(app, 'paul_joueur');
    standIn.state.resetCalls();
    expect((await ask(token)).json()).toEqual({ isSubscribed: false });
    // The streamer's id is cached already: one Helix call only.
    expect(standIn.state.callCount('/helix/')).toBe(1);
    expect((await ask(token)).json()).toEqual({ isSubscribed: false });
    expect(standIn.state.callCount('/helix/')).toBe(1);
  });

  it('asks Helix again once the cached answer expires, and after a new sign-in', async () => {
    const token = await signIn(app, 'marie_crea');
    expect((await ask(token)).json()).toEqual({ isSubscribed: true });
    await app.db.query(`update cache set expires_at = now() - interval '1 second' where key = $1`, [
      `twitch:subscription:${await userId(app, 'marie_crea')}`,
    ]);
    standIn.state.resetCalls();
    await ask(token);
    expect(standIn.state.callCount('/helix/subscriptions/user')).toBe(1);
    const again = await signIn(app, 'marie_crea');
    standIn.state.resetCalls();
    await ask(again);
    expect(standIn.state.callCount('/helix/subscriptions/user')).toBe(1);
  });

  it('answers 403 when the subscription scope was refused, without asking Helix', async () => {
    const token = await signIn(app, 'lucas_live', { denySubscriptions: true });
    standIn.state.resetCalls();
    const res = await ask(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error:
        'Vous n’avez pas autorisé le site à lire vos abonnements Twitch : reconnectez-vous pour l’accepter.',
    });
    expect(standIn.state.callCount('/helix/')).toBe(0);
  });

  it('answers 409 without a Twitch session, and 401 without our token', async () => {
    const token = await app.issueSessionToken({
      id: await userId(app, 'nina_stream'),
      role: 'twitch',
    });
    const res = await ask(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Aucune session Twitch enregistrée : veuillez vous reconnecter.',
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/twitch/my-subscription' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refreshes a token revoked since the last check and answers, or 409 when that fails', async () => {
    const token = await signIn(app, 'modo_un');
    standIn.state.expireTokens('modo_un');
    expect((await ask(token)).json()).toEqual({ isSubscribed: true });
    await app.db.query('delete from cache');
    standIn.state.revokeTokens('modo_un');
    const res = await ask(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Votre session Twitch a expiré : veuillez vous reconnecter.',
    });
  });

  it('makes the session expired at once when the check finds the Twitch session dead', async () => {
    const token = await signIn(app, 'sophie_abonnee');
    const me = async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect(await me()).toMatchObject({ sessionStatus: 'valid' });
    await app.db.query('delete from cache');
    // Revoked on Twitch's side less than an hour after our last validation.
    standIn.state.revokeTokens('sophie_abonnee');
    expect((await ask(token)).statusCode).toBe(409);
    expect(await me()).toMatchObject({ sessionStatus: 'expired' });
  });
});
