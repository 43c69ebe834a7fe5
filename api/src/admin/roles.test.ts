import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { ROLES, type Role } from '../accounts/users/roles.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { addItem, forumClient } from '../../test/forum.js';

/** The spec's « Role changes », pair by pair; every other pair is refused. */
const ALLOWED = new Set([
  'user→createur',
  'user→blacklist',
  'createur→twitch',
  'createur→user',
  'createur→blacklist',
  'twitch→createur',
  'twitch→blacklist',
  'blacklist→user',
  'admin→blacklist',
]);
const PAIRS = ROLES.flatMap((from) => ROLES.map((to) => [from, to] as [Role, Role]));
/** What the row offers after the change, written out rather than read from the module. */
const OFFERED: Record<Role, Role[]> = {
  user: ['createur', 'blacklist'],
  createur: ['twitch', 'user', 'blacklist'],
  twitch: ['createur', 'blacklist'],
  blacklist: ['user'],
  admin: ['blacklist'],
};

describe('PUT /api/admin/users/{id}/role', () => {
  let app: App;
  let streamer: TestUser;
  let counter = 0;
  const client = () => adminClient(app);
  const storedRole = async (id: number) =>
    (await app.db.query<{ role: Role }>('select role from users where id = $1', [id])).rows[0]
      ?.role;

  beforeAll(async () => {
    app = await buildTestApp();
    streamer = await persona(app, 'exilestreamer');
  });
  afterAll(() => app.close());

  it.each(PAIRS)('%s → %s: allowed only as the spec says', async (from, to) => {
    counter += 1;
    const target = await addUser(app, `cible_${counter}`, from);
    const res = await client().setRole(streamer.headers, target.id, to);
    if (ALLOWED.has(`${from}→${to}`)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: {
          id: target.id,
          displayName: target.displayName,
          login: `cible_${counter}`,
          role: to,
          dateInscription: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          allowedRoles: OFFERED[to],
          canDelete: true,
        },
      });
      expect(await storedRole(target.id)).toBe(to);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: `Changement de rôle refusé : un compte « ${from} » ne peut pas devenir « ${to} »`,
      });
      expect(await storedRole(target.id)).toBe(from);
    }
  });

  it('refuses changing one’s own role (403), even to an allowed one', async () => {
    const modo = await addUser(app, 'modo_soi', 'admin');
    const res = await client().setRole(modo.headers, modo.id, 'blacklist');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Vous ne pouvez pas modifier votre propre rôle' });
    expect(await storedRole(modo.id)).toBe('admin');
  });

  it.each(['blacklist', 'user', 'createur'])(
    'refuses demoting or blacklisting the streamer (403 → %s)',
    async (role) => {
      const modo = await addUser(app, `modo_${role}`, 'admin');
      const res = await client().setRole(modo.headers, streamer.id, role);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Le rôle du streamer ne peut pas être modifié' });
      expect(await storedRole(streamer.id)).toBe('admin');
    },
  );

  it('answers 404 for an unknown account and 400 for a bad id or role', async () => {
    const unknown = await client().setRole(streamer.headers, 999_999, 'createur');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Utilisateur introuvable' });
    const paul = await persona(app, 'paul_joueur');
    for (const [id, body] of [
      [paul.id, { role: 'superadmin' }],
      [paul.id, { role: 'ADMIN' }],
      [paul.id, {}],
      ['abc', { role: 'createur' }],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: streamer.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Requête invalide/);
    }
    const broken = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${paul.id}/role`,
      headers: { ...streamer.headers, 'content-type': 'application/json' },
      payload: '{"role": ',
    });
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { error: 'Corps de requête JSON invalide' },
    ]);
    expect(await storedRole(paul.id)).toBe('user');
  });

  it('stops a blacklisted account posting at once, with the token it already had', async () => {
    const author = await addUser(app, 'auteur_build', 'createur');
    const buildId = await addItem(app, 'build', author, true);
    const sophie = await persona(app, 'sophie_abonnee');
    const forum = forumClient(app);
    expect((await forum.comment(sophie.headers, 'build', buildId, 'Avant')).statusCode).toBe(201);

    expect((await client().setRole(streamer.headers, sophie.id, 'blacklist')).statusCode).toBe(200);
    const refused = await forum.comment(sophie.headers, 'build', buildId, 'Après');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Votre compte a été restreint. Vous ne pouvez plus participer aux discussions.',
    });

    expect((await client().setRole(streamer.headers, sophie.id, 'user')).statusCode).toBe(200);
    expect((await forum.comment(sophie.headers, 'build', buildId, 'De retour')).statusCode).toBe(
      201,
    );
  });

  it('lets a promoted account create builds at once, with its old token', async () => {
    const paul = await persona(app, 'paul_joueur');
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: paul.headers,
        payload: { title: 'Premier build', classe: 'Witch' },
      });
    expect((await create()).statusCode).toBe(403);
    expect((await client().setRole(streamer.headers, paul.id, 'createur')).statusCode).toBe(200);
    expect((await create()).statusCode).toBe(201);
  });
});
