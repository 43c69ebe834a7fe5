import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';

interface Page {
  users: { displayName: string; role: string; allowedRoles: string[]; canDelete: boolean }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

describe('GET /api/admin/users', () => {
  let app: App;
  let streamer: TestUser;
  let modo: TestUser;
  const list = async (query = '', who: TestUser = streamer) => {
    const res = await adminClient(app).users(who.headers, query);
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const names = (page: Page) => page.users.map((u) => u.displayName);

  beforeAll(async () => {
    app = await buildTestApp();
    streamer = await persona(app, 'exilestreamer');
    modo = await addUser(app, 'modo', 'admin');
    // 7 personas, the other admin, and 14 players: 22 accounts.
    for (let i = 1; i <= 14; i += 1) {
      await addUser(app, `joueur_${String(i).padStart(2, '0')}`, 'user');
    }
  });
  afterAll(() => app.close());

  it('answers a row exactly as the page reads it', async () => {
    const page = await list('?filter=PaulJoueur');
    const paul = await persona(app, 'paul_joueur');
    const { rows } = await app.db.query<{ created_at: Date }>(
      'select created_at from users where id = $1',
      [paul.id],
    );
    expect(page).toEqual({
      users: [
        {
          id: paul.id,
          displayName: 'PaulJoueur',
          login: 'paul_joueur',
          role: 'user',
          dateInscription: rows[0]?.created_at.toISOString(),
          allowedRoles: ['createur', 'blacklist'],
          canDelete: true,
        },
      ],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
  });

  it('pages 10 accounts by default, by display name, with the totals', async () => {
    const first = await list();
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 22, totalPages: 3 });
    expect(names(first)).toEqual([
      'BobBanni',
      'ExileStreamer',
      'Joueur_01',
      'Joueur_02',
      'Joueur_03',
      'Joueur_04',
      'Joueur_05',
      'Joueur_06',
      'Joueur_07',
      'Joueur_08',
    ]);
    const last = await list('?page=3');
    expect(names(last)).toEqual(['SophieAbonnee', 'PaulJoueur'].sort());
    expect(last.pagination).toMatchObject({ page: 3, total: 22 });
    expect((await list('?page=4')).users).toEqual([]);
  });

  it('lists one role: the four sections of the page', async () => {
    expect((await list('?role=user')).pagination.total).toBe(16);
    expect(names(await list('?role=createur'))).toEqual(['MarieCrea']);
    expect(names(await list('?role=twitch'))).toEqual(['LucasLive', 'NinaStream']);
    expect(names(await list('?role=blacklist'))).toEqual(['BobBanni']);
  });

  it('filters on part of the display name, any case, with the role', async () => {
    expect((await list('?filter=JOUEUR')).pagination.total).toBe(15);
    expect(names(await list('?filter=joueur_1&role=user'))).toEqual([
      'Joueur_10',
      'Joueur_11',
      'Joueur_12',
      'Joueur_13',
      'Joueur_14',
    ]);
    expect(names(await list('?filter=stream&role=twitch'))).toEqual(['NinaStream']);
    expect((await list('?filter=%25')).pagination).toMatchObject({ total: 0, totalPages: 0 });
    expect((await list('?filter=_0')).pagination.total).toBe(9);
  });

  it('takes up to 50 a page and refuses more, or a bad role', async () => {
    const page = await list('?limit=50');
    expect(page.users).toHaveLength(22);
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 22, totalPages: 1 });
    for (const query of ['?limit=51', '?limit=0', '?page=0', '?role=superadmin']) {
      const res = await adminClient(app).users(streamer.headers, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Requête invalide/);
    }
  });

  it('offers no role change on one’s own row nor the streamer’s, only the blacklist on another admin’s', async () => {
    const rows = (await list('?limit=50', modo)).users;
    const offered = Object.fromEntries(rows.map((u) => [u.displayName, u.allowedRoles]));
    expect(offered).toMatchObject({
      Modo: [],
      ExileStreamer: [],
      MarieCrea: ['twitch', 'user', 'blacklist'],
      LucasLive: ['createur', 'blacklist'],
      BobBanni: ['user'],
      SophieAbonnee: ['createur', 'blacklist'],
    });
    const byStreamer = (await list('?filter=modo')).users;
    expect(byStreamer).toMatchObject([{ displayName: 'Modo', allowedRoles: ['blacklist'] }]);
  });

  it('lists the admins on their own, deletable by nobody, and says who else may be deleted', async () => {
    const admins = await list('?role=admin', modo);
    expect(admins.users.map((u) => [u.displayName, u.canDelete])).toEqual([
      ['ExileStreamer', false],
      ['Modo', false],
    ]);
    const deletable = Object.fromEntries(
      (await list('?limit=50', modo)).users.map((u) => [u.displayName, u.canDelete]),
    );
    expect(deletable).toMatchObject({ MarieCrea: true, BobBanni: true, Joueur_01: true });
  });
});
