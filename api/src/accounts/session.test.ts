import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTokenStore } from './sessions/tokenStore.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import {
  bearer,
  signIn,
  startStandIn,
  userId,
  type RunningStandIn,
} from '../../test/twitchStandIn.js';

describe('GET /api/auth/me and POST /api/auth/twitch/reauth', () => {
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

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const reauth = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/twitch/reauth',
      // As the browser sends it: a JSON content type and no body.
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
  const stored = async (login: string) =>
    createTokenStore(app.db, app.tokenCipher).get(await userId(app, login));
  /** Makes our server check the token with Twitch on the next request, as it does hourly. */
  const validatedLongAgo = async (login: string) =>
    app.db.query(
      `update twitch_tokens set validated_at = now() - interval '2 hours' where user_id = $1`,
      [await userId(app, login)],
    );

  it('answers valid with the user, uncached, for a fresh sign-in', async () => {
    const token = await signIn(app, 'sophie_abonnee');
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id: await userId(app, 'sophie_abonnee'),
      username: 'sophie_abonnee',
      displayName: 'SophieAbonnee',
      role: 'user',
      sessionStatus: 'valid',
    });
  });

  it('answers limited when the subscription scope was refused on Twitch', async () => {
    const token = await signIn(app, 'paul_joueur', { denySubscriptions: true });
    expect((await me(token)).json()).toMatchObject({
      username: 'paul_joueur',
      sessionStatus: 'limited',
    });
    expect((await stored('paul_joueur'))?.scopes).toEqual([]);
  });

  it('answers no_token for an account with no Twitch token kept', async () => {
    const id = await userId(app, 'nina_stream');
    const token = await app.issueSessionToken({ id, role: 'twitch' });
    expect((await me(token)).json()).toMatchObject({
      id,
      role: 'twitch',
      sessionStatus: 'no_token',
    });
  });

  it('answers no_db_user, with the token’s id and role, once the account is deleted', async () => {
    const token = await signIn(app, 'nouveau_venu');
    const id = await userId(app, 'nouveau_venu');
    await app.db.query('delete from users where id = $1', [id]);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      username: '',
      displayName: '',
      role: 'user',
      sessionStatus: 'no_db_user',
    });
  });

  it('validates an hour-old token with Twitch once, then trusts it for the hour', async () => {
    const token = await signIn(app, 'lucas_live');
    await validatedLongAgo('lucas_live');
    const before = standIn.state.callCount('/oauth2/validate');
    expect((await me(token)).json()).toMatchObject({ sessionStatus: 'valid' });
    expect((await me(token)).json()).toMatchObject({ sessionStatus: 'valid' });
    expect(standIn.state.callCount('/oauth2/validate')).toBe(before + 1);
  });

  it('refreshes an expired Twitch token, keeping the rotated refresh token', async () => {
    const token = await signIn(app, 'marie_crea');
    const first = await stored('marie_crea');
    standIn.state.expireTokens('marie_crea');
    await validatedLongAgo('marie_crea');
    expect((await me(token)).json()).toMatchObject({ sessionStatus: 'valid' });
    const second = await stored('marie_crea');
    expect(second?.accessToken).not.toBe(first?.accessToken);
    expect(second?.refreshToken).not.toBe(first?.refreshToken);
  });

  it('refreshes once when requests race on an expired token', async () => {
    const token = await signIn(app, 'marie_crea');
    await app.db.query(
      `update twitch_tokens set expires_at = now() - interval '1 minute' where user_id = $1`,
      [await userId(app, 'marie_crea')],
    );
    const before = standIn.state.callCount('/oauth2/token');
    const answers = await Promise.all([me(token), me(token), me(token)]);
    expect(answers.map((a) => a.json().sessionStatus)).toEqual(['valid', 'valid', 'valid']);
    expect(standIn.state.callCount('/oauth2/token')).toBe(before + 1);
  });

  it('answers expired when the token expired and Twitch refuses the refresh', async () => {
    const token = await signIn(app, 'sophie_abonnee');
    standIn.state.expireTokens('sophie_abonnee');
    standIn.state.revokeTokens('sophie_abonnee');
    await validatedLongAgo('sophie_abonnee');
    expect((await me(token)).json()).toMatchObject({ sessionStatus: 'expired' });
  });

  it('answers expired when our record says expired and the refresh token is dead', async () => {
    const token = await signIn(app, 'lucas_live');
    standIn.state.revokeTokens('lucas_live');
    await app.db.query(
      `update twitch_tokens set expires_at = now() - interval '1 hour' where user_id = $1`,
      [await userId(app, 'lucas_live')],
    );
    expect((await me(token)).json()).toMatchObject({ sessionStatus: 'expired' });
  });

  it('renews the Twitch session on reauth, answering success', async () => {
    const token = await signIn(app, 'paul_joueur');
    const before = await stored('paul_joueur');
    const res = await reauth(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await stored('paul_joueur'))?.refreshToken).not.toBe(before?.refreshToken);
    expect((await me(token)).json()).toMatchObject({ sessionStatus: 'valid' });
  });

  it('answers success false with 409 when Twitch refuses the refresh token', async () => {
    const token = await signIn(app, 'paul_joueur');
    standIn.state.revokeTokens('paul_joueur');
    const res = await reauth(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Twitch a refusé le renouvellement de la session : veuillez vous reconnecter.',
    });
  });

  it('answers success false with 409 when no Twitch token is kept', async () => {
    const token = await app.issueSessionToken({
      id: await userId(app, 'nina_stream'),
      role: 'twitch',
    });
    const res = await reauth(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Aucune session Twitch à renouveler : veuillez vous reconnecter.',
    });
  });

  it('requires our token for both routes', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/auth/me' }),
      await app.inject({ method: 'POST', url: '/api/auth/twitch/reauth' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentification requise' });
    }
  });
});
