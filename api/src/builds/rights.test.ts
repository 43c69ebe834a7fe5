import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { tableDigest, type TableDigest } from '../../test/tableDigest.js';

const NOT_FOUND = { error: "Build non trouvé. Veuillez vérifier l'ID ou réessayer." };

describe('builds: visibility and rights', () => {
  let app: App;
  let admin: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  let twitch: TestUser;
  let reader: TestUser;
  let banned: TestUser;
  let publicId: number;
  let draftId: number;
  let digest: TableDigest;
  /** Who wrote each build: a refused write is checked by reading it back as them. */
  const authors = new Map<number, TestUser>();

  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: user.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; is_public: boolean }>();
    authors.set(created.id, user);
    return created;
  };

  /** The build as its author and as an admin read it: status and the whole answer. */
  const readBack = async (id: number) => {
    const author = authors.get(id);
    if (author === undefined) throw new Error(`no author known for build ${id}`);
    const read = async (user: TestUser) => {
      const res = await app.inject({ url: `/api/builds/${id}`, headers: user.headers });
      return { status: res.statusCode, body: res.json<unknown>() };
    };
    return { asAuthor: await read(author), asAdmin: await read(admin) };
  };

  /**
   * Runs refused requests and checks that they left everything as it was: the builds named read
   * back the same by their author and by an admin, and no row of any table written.
   */
  const expectNothingWritten = async (ids: number[], refused: () => Promise<void>) => {
    const before = await Promise.all(ids.map(readBack));
    const tables = await digest.take();
    await refused();
    expect(digest.changed(tables, await digest.take())).toEqual([]);
    expect(await Promise.all(ids.map(readBack))).toEqual(before);
  };
  const ids = async (headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: '/api/builds', headers });
    return res.json<{ builds: { id: number }[] }>().builds.map((b) => b.id);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await addUser(app, 'admin_test', 'admin');
    owner = await addUser(app, 'createur_test', 'createur');
    stranger = await addUser(app, 'autre_createur', 'createur');
    twitch = await addUser(app, 'twitch_test', 'twitch');
    reader = await addUser(app, 'simple_user', 'user');
    banned = await addUser(app, 'banni_test', 'blacklist');
    digest = await tableDigest(app);
    publicId = (await create(admin, buildBody({ title: 'Public', is_public: true }))).id;
    draftId = (await create(owner, buildBody({ title: 'Brouillon', is_public: true }))).id;
  });
  afterAll(() => app.close());

  describe('who sees what', () => {
    it('shows anonymous readers public builds only, in lists and by id', async () => {
      expect(await ids()).toEqual([publicId]);
      expect((await app.inject(`/api/builds/${publicId}`)).statusCode).toBe(200);
      const hidden = await app.inject(`/api/builds/${draftId}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(NOT_FOUND);
    });

    it('shows a signed-in user public builds and their own', async () => {
      expect(await ids(owner.headers)).toEqual([draftId, publicId]);
      expect(await ids(stranger.headers)).toEqual([publicId]);
      const read = await app.inject({ url: `/api/builds/${draftId}`, headers: owner.headers });
      expect(read.json()).toMatchObject({ id: draftId, is_public: false });
      const other = await app.inject({ url: `/api/builds/${draftId}`, headers: stranger.headers });
      expect(other.statusCode).toBe(404);
    });

    it('shows an admin everything', async () => {
      expect(await ids(admin.headers)).toEqual([draftId, publicId]);
      const read = await app.inject({ url: `/api/builds/${draftId}`, headers: admin.headers });
      expect(read.statusCode).toBe(200);
    });

    it('reads an invalid token as anonymous on reads', async () => {
      expect(await ids({ authorization: 'Bearer not.a.token' })).toEqual([publicId]);
    });

    it.each(['987654', 'abc', '0', '99999999999', '1.5'])(
      'answers the spec’s message for an id that names no build (%s)',
      async (id) => {
        await expectNothingWritten([publicId, draftId], async () => {
          for (const method of ['GET', 'PUT', 'DELETE'] as const) {
            const res = await app.inject({
              method,
              url: `/api/builds/${id}`,
              headers: admin.headers,
              ...(method === 'PUT' && { payload: { title: 'x' } }),
            });
            expect(res.statusCode).toBe(404);
            expect(res.json()).toEqual(NOT_FOUND);
          }
        });
      },
    );
  });

  describe('creating', () => {
    it.each([
      ['createur', () => owner],
      ['twitch', () => twitch],
      ['admin', () => admin],
    ])('lets a %s create (201)', async (_role, user) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: user().headers,
        payload: buildBody(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ user_id: user().id, author: user().displayName });
    });

    it.each([
      ['a user', () => reader, 'Accès refusé : droits insuffisants'],
      ['a blacklisted account', () => banned, 'Compte restreint'],
    ])('refuses %s with 403, writing nothing', async (_name, user, error) => {
      await expectNothingWritten([], async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/builds',
          headers: user().headers,
          payload: buildBody(),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error });
      });
    });

    it('asks an anonymous visitor to sign in (401), before looking at the body', async () => {
      await expectNothingWritten([], async () => {
        const res = await app.inject({ method: 'POST', url: '/api/builds', payload: {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Authentification requise' });
      });
    });

    it('keeps a non-admin’s new build private even when it asks to be public', async () => {
      expect((await create(twitch, buildBody({ is_public: true }))).is_public).toBe(false);
    });

    it('publishes an admin’s build as sent', async () => {
      expect((await create(admin, buildBody({ is_public: true }))).is_public).toBe(true);
      expect((await create(admin, buildBody({ is_public: false }))).is_public).toBe(false);
    });
  });

  describe('editing and deleting', () => {
    const put = (id: number, user: TestUser | null, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/builds/${id}`,
        headers: user?.headers ?? {},
        payload,
      });
    const del = (id: number, user: TestUser | null) =>
      app.inject({ method: 'DELETE', url: `/api/builds/${id}`, headers: user?.headers ?? {} });

    it('lets the owner edit, without publishing', async () => {
      const res = await put(draftId, owner, { title: 'Brouillon revu', is_public: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Brouillon revu', is_public: false });
    });

    it('lets an admin publish, and the owner withdraw but not republish', async () => {
      expect((await put(draftId, admin, { is_public: true })).json()).toMatchObject({
        is_public: true,
      });
      expect((await put(draftId, owner, { title: 'Encore' })).json()).toMatchObject({
        is_public: true,
      });
      expect((await put(draftId, owner, { is_public: false })).json()).toMatchObject({
        is_public: false,
      });
      expect((await put(draftId, owner, { is_public: true })).json()).toMatchObject({
        is_public: false,
      });
    });

    it('refuses a stranger with 403 on a public build, 404 on a hidden one', async () => {
      await expectNothingWritten([publicId, draftId], async () => {
        const visible = await put(publicId, stranger, { title: 'Volé', is_public: false });
        expect(visible.statusCode).toBe(403);
        expect(visible.json().error).toMatch(/auteur du build ou un administrateur/);
        expect((await del(publicId, stranger)).statusCode).toBe(403);
        expect((await put(draftId, stranger, { title: 'Volé' })).json()).toEqual(NOT_FOUND);
        expect((await del(draftId, stranger)).statusCode).toBe(404);
      });
    });

    it('asks anonymous visitors to sign in, writing nothing', async () => {
      await expectNothingWritten([publicId, draftId], async () => {
        expect((await put(publicId, null, { title: 'x' })).statusCode).toBe(401);
        expect((await del(publicId, null)).statusCode).toBe(401);
        expect((await put(draftId, null, { title: 'x' })).statusCode).toBe(401);
        expect((await del(draftId, null)).statusCode).toBe(401);
      });
    });

    it('lets an admin edit anyone’s build', async () => {
      const res = await put(draftId, admin, { title: 'Corrigé par l’admin' });
      expect(res.json()).toMatchObject({ title: 'Corrigé par l’admin', user_id: owner.id });
    });

    it('lets a blacklisted owner delete but not edit', async () => {
      const own = await create(owner, buildBody());
      await app.db.query(`update users set role = 'blacklist' where id = $1`, [owner.id]);
      try {
        await expectNothingWritten([own.id], async () => {
          expect((await put(own.id, owner, { title: 'x' })).json()).toEqual({
            error: 'Compte restreint',
          });
        });
        expect((await del(own.id, owner)).statusCode).toBe(204);
      } finally {
        await app.db.query(`update users set role = 'createur' where id = $1`, [owner.id]);
      }
    });

    it('deletes for the owner and for an admin, then answers 404', async () => {
      const mine = await create(owner, buildBody());
      expect((await del(mine.id, owner)).statusCode).toBe(204);
      expect(
        (await app.inject({ url: `/api/builds/${mine.id}`, headers: owner.headers })).json(),
      ).toEqual(NOT_FOUND);
      const theirs = await create(stranger, buildBody());
      expect((await del(theirs.id, admin)).statusCode).toBe(204);
      expect((await del(theirs.id, admin)).json()).toEqual(NOT_FOUND);
    });
  });
});
