import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { adminClient } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import {
  bearer,
  signIn,
  startStandIn,
  userId,
  type RunningStandIn,
} from '../../test/twitchStandIn.js';

/**
 * An admin blacklisting another admin, through real Twitch sign-ins: the blacklist must hold
 * even for an ADMIN_LOGINS account, whose role sign-in otherwise restores.
 */
describe('blacklisting an admin', () => {
  let standIn: RunningStandIn;
  let app: App;
  const client = () => adminClient(app);
  const role = async (login: string) =>
    (await app.db.query<{ role: string }>('select role from users where login = $1', [login]))
      .rows[0]?.role;

  beforeAll(async () => {
    standIn = await startStandIn();
    app = await buildTestApp({ env: { ...standIn.env, ADMIN_LOGINS: 'modo_un' } });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('keeps an ADMIN_LOGINS account blacklisted at its next sign-in, until an admin lets it back', async () => {
    const streamer = bearer(await signIn(app, 'exilestreamer'));
    const modoToken = bearer(await signIn(app, 'modo_un'));
    const modo = await userId(app, 'modo_un');
    expect(await role('modo_un')).toBe('admin');
    expect((await client().users(modoToken)).statusCode).toBe(200);

    const blacklisted = await client().setRole(streamer, modo, 'blacklist');
    expect(blacklisted.statusCode).toBe(200);
    expect(blacklisted.json()).toMatchObject({
      user: { role: 'blacklist', allowedRoles: ['user'], canDelete: true },
    });
    // The token it already holds no longer opens the admin calls.
    expect((await client().users(modoToken)).statusCode).toBe(403);

    const again = bearer(await signIn(app, 'modo_un'));
    expect(await role('modo_un')).toBe('blacklist');
    expect((await client().users(again)).statusCode).toBe(403);

    // Let back in as a plain user, configuration makes it admin again at the next sign-in.
    expect((await client().setRole(streamer, modo, 'user')).statusCode).toBe(200);
    expect(await role('modo_un')).toBe('user');
    await signIn(app, 'modo_un');
    expect(await role('modo_un')).toBe('admin');
  });

  it('refuses an admin blacklisting the streamer, who stays admin at every sign-in', async () => {
    const streamer = await userId(app, 'exilestreamer');
    const modo = bearer(await signIn(app, 'modo_un'));
    const res = await client().setRole(modo, streamer, 'blacklist');
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { error: 'Le rôle du streamer ne peut pas être modifié' },
    ]);
    await signIn(app, 'exilestreamer');
    expect(await role('exilestreamer')).toBe('admin');
  });
});
