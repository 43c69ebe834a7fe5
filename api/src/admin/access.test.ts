import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { JOB_KINDS } from '../jobs/index.js';
import { AUTH_REQUIRED } from '../accounts/plugin.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser } from '../../test/contentUsers.js';
import { ADMIN_ONLY } from './guard.js';

type Call = { method: 'GET' | 'PUT' | 'DELETE' | 'POST'; url: string; payload?: object };

describe('the admin gate on every /api/admin call', () => {
  let app: App;
  let paulId: number;
  const calls = (): Call[] => [
    { method: 'GET', url: '/api/admin/users' },
    { method: 'PUT', url: `/api/admin/users/${paulId}/role`, payload: { role: 'createur' } },
    { method: 'DELETE', url: `/api/admin/users/${paulId}` },
    { method: 'GET', url: '/api/admin/moderation' },
    { method: 'POST', url: '/api/admin/moderation/build/1/publish' },
    { method: 'POST', url: '/api/admin/moderation/guide/1/refuse' },
    ...JOB_KINDS.map((kind): Call => ({ method: 'POST', url: `/api/admin/${kind}` })),
    { method: 'GET', url: '/api/admin/jobs?status=running' },
    { method: 'GET', url: '/api/admin/jobs/1' },
  ];
  const send = (call: Call, headers: Record<string, string> = {}) =>
    app.inject({ ...call, headers });
  const unchanged = async () => {
    const { rows } = await app.db.query<{ role: string }>('select role from users where id = $1', [
      paulId,
    ]);
    expect(rows[0]?.role).toBe('user');
    const jobs = await app.db.query('select id from jobs');
    expect(jobs.rows).toEqual([]);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    paulId = (await persona(app, 'paul_joueur')).id;
  });
  afterAll(() => app.close());

  it('answers 401 to anonymous callers, touching nothing', async () => {
    for (const call of calls()) {
      const res = await send(call);
      expect([call.url, res.statusCode, res.json()]).toEqual([
        call.url,
        401,
        { error: AUTH_REQUIRED },
      ]);
    }
    await unchanged();
  });

  it.each(['marie_crea', 'lucas_live', 'sophie_abonnee', 'bob_banni'])(
    'answers 403 to %s (createur, twitch, user, blacklist), touching nothing',
    async (login) => {
      const who = await persona(app, login);
      for (const call of calls()) {
        const res = await send(call, who.headers);
        expect([call.url, res.statusCode, res.json()]).toEqual([
          call.url,
          403,
          { error: ADMIN_ONLY },
        ]);
      }
      await unchanged();
    },
  );

  it('checks the role stored now: a token issued as admin stops working after a demotion', async () => {
    const former = await addUser(app, 'ancien_modo', 'admin');
    expect((await adminClient(app).users(former.headers)).statusCode).toBe(200);
    await app.db.query(`update users set role = 'user' where id = $1`, [former.id]);
    expect((await adminClient(app).users(former.headers)).statusCode).toBe(403);
  });

  it('lets any admin in, and the streamer’s account whatever its stored role', async () => {
    const modo = await addUser(app, 'modo_un', 'admin');
    expect((await adminClient(app).users(modo.headers)).statusCode).toBe(200);
    const streamer = await persona(app, 'exilestreamer');
    await app.db.query(`update users set role = 'createur' where login = 'exilestreamer'`);
    const res = await adminClient(app).users(streamer.headers);
    await app.db.query(`update users set role = 'admin' where login = 'exilestreamer'`);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a token whose account was deleted', async () => {
    const gone = await addUser(app, 'modo_parti', 'admin');
    await app.db.query('delete from users where id = $1', [gone.id]);
    expect((await adminClient(app).users(gone.headers)).statusCode).toBe(401);
  });
});
