import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { cacheKeys } from '../platform/cache/keys.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { addItem, forumClient } from '../../test/forum.js';

describe('DELETE /api/admin/users/{id}', () => {
  let app: App;
  let streamer: TestUser;
  let other: TestUser;
  let otherBuild: number;
  let othersPicture: string;
  const forum = () => forumClient(app);
  const count = async (sql: string, params: unknown[] = []) =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]
      ?.n ?? 0;

  const post = async (who: TestUser, type: 'build' | 'guide', id: number, text: string) => {
    const res = await forum().comment(who.headers, type, id, text);
    expect(res.statusCode).toBe(201);
    return res.json<{ comment: { id: number } }>().comment.id;
  };
  const reply = async (who: TestUser, commentId: number, text: string) => {
    const res = await forum().reply(who.headers, commentId, text);
    expect(res.statusCode).toBe(201);
  };

  /** A stored picture of `who`, as `POST /api/uploads` leaves it; its public file name. */
  const upload = async (who: TestUser, seed: number) => {
    const { rows } = await app.db.query<{ id: string }>(
      `insert into uploads (user_id, content_type, bytes, width, height, byte_size, sha256)
       values ($1, 'image/png', $2, 1, 1, 1, $3) returning id`,
      [who.id, Buffer.from([seed]), Buffer.alloc(32, seed)],
    );
    return `${rows[0]?.id}.png`;
  };
  const favourite = (who: TestUser, build: number) =>
    app.inject({ method: 'PUT', url: `/api/builds/${build}/favourite`, headers: who.headers });

  /**
   * A creator with 2 builds and a guide, 2 comments and a reply of their own, discussions by
   * others under their items and comments, 2 uploaded pictures, a favourite of their own and one
   * on their build, Twitch tokens, posting counters and a cached subscription.
   */
  async function writer(login: string) {
    const who = await addUser(app, login, 'createur');
    const build = await addItem(app, 'build', who, true);
    await addItem(app, 'build', who, false);
    const guide = await addItem(app, 'guide', who, true);
    const onOwnBuild = await post(who, 'build', build, 'Mon build');
    await post(who, 'build', otherBuild, 'Chez un autre');
    const othersComment = await post(other, 'build', otherBuild, 'Question');
    await reply(who, othersComment, 'Réponse');
    await reply(other, onOwnBuild, 'Merci');
    const onTheirGuide = await post(other, 'guide', guide, 'Sur son guide');
    await reply(other, onTheirGuide, 'Suite');
    await app.db.query(
      `insert into twitch_tokens (user_id, access_token, refresh_token, expires_at)
       values ($1, '\\x00', '\\x00', now() + interval '1 hour')`,
      [who.id],
    );
    await app.cache.set(cacheKeys.subscription(who.id), { isSubscribed: true }, 300);
    const pictures = [await upload(who, 1), await upload(who, 2)];
    expect((await favourite(who, otherBuild)).statusCode).toBe(200);
    expect((await favourite(other, build)).statusCode).toBe(200);
    return Object.assign(who, { pictures });
  }

  /** What is left of `who` and around them, to compare before and after. */
  const footprint = async (who: TestUser) => ({
    user: await count('users where id = $1', [who.id]),
    builds: await count('builds where user_id = $1', [who.id]),
    guides: await count('guides where user_id = $1', [who.id]),
    comments: await count('comments where user_id = $1', [who.id]),
    replies: await count('replies where user_id = $1', [who.id]),
    allComments: await count('comments'),
    allReplies: await count('replies'),
    tokens: await count('twitch_tokens where user_id = $1', [who.id]),
    counters: await count('post_rate_windows where user_id = $1', [who.id]),
    uploads: await count('uploads where user_id = $1', [who.id]),
    allUploads: await count('uploads'),
    favourites: await count('build_favourites where user_id = $1', [who.id]),
    othersFavourites: await count('build_favourites where user_id = $1', [other.id]),
    cached: (await app.cache.get(cacheKeys.subscription(who.id))) !== undefined,
  });

  beforeAll(async () => {
    // Each writer posts several times in a row: no posting limit in the way.
    app = await buildTestApp({ env: { FORUM_POST_LIMITS: '1000/30s' } });
    streamer = await persona(app, 'exilestreamer');
    other = await persona(app, 'sophie_abonnee');
    otherBuild = await addItem(app, 'build', await persona(app, 'marie_crea'), true);
    othersPicture = await upload(other, 9);
  });
  afterAll(() => app.close());

  it('deletes the account and everything it wrote, in one go, and counts it', async () => {
    const victim = await writer('spammeur');
    const before = await footprint(victim);
    expect(before).toMatchObject({
      builds: 2,
      guides: 1,
      comments: 2,
      replies: 1,
      tokens: 1,
      uploads: 2,
      favourites: 1,
    });
    expect(before.counters).toBeGreaterThan(0);
    const served = async (file: string) =>
      (await app.inject({ method: 'GET', url: `/uploads/${file}` })).statusCode;
    expect(await served(victim.pictures[0] ?? '')).toBe(200);

    const res = await adminClient(app).remove(streamer.headers, victim.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: { builds: 2, guides: 1, comments: 3, uploads: 2 } });
    expect(await footprint(victim)).toEqual({
      user: 0,
      builds: 0,
      guides: 0,
      comments: 0,
      replies: 0,
      // Gone too: sophie's comment on the guide, and the three replies under the deleted
      // comments and items (hers) plus the victim's own.
      allComments: before.allComments - 3,
      allReplies: before.allReplies - 3,
      tokens: 0,
      counters: 0,
      // Its pictures are gone and no longer served; sophie's stays.
      uploads: 0,
      allUploads: before.allUploads - 2,
      // Its favourite went with the account, sophie's favourite of its build with the build.
      favourites: 0,
      othersFavourites: before.othersFavourites - 1,
      cached: false,
    });
    for (const file of victim.pictures) expect(await served(file)).toBe(404);
    expect(await served(othersPicture)).toBe(200);
    const marked = await app.db.query<{ favourite_count: number }>(
      'select favourite_count from builds where id = $1',
      [otherBuild],
    );
    expect(marked.rows[0]?.favourite_count).toBe(0);
    // Sophie's question under marie's build stays; only the victim's answer went.
    expect(await count(`comments where content = 'Question'`)).toBe(1);
    expect(await count('builds where id = $1', [otherBuild])).toBe(1);

    const late = await forum().comment(victim.headers, 'build', otherBuild, 'Encore moi');
    expect(late.statusCode).toBe(401);
  });

  it('leaves everything in place when the transaction fails at its last step', async () => {
    const victim = await writer('intouchable');
    const before = await footprint(victim);
    await app.db.exec(`
      create function refuse_user_delete() returns trigger language plpgsql as $$
      begin
        if old.login = 'intouchable' then raise exception 'suppression bloquée'; end if;
        return old;
      end $$;
      create trigger users_refuse_delete before delete on users
        for each row execute function refuse_user_delete();
    `);
    const res = await adminClient(app).remove(streamer.headers, victim.id);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Erreur interne du serveur' });
    expect(await footprint(victim)).toEqual(before);

    await app.db.exec('drop trigger users_refuse_delete on users');
    const retry = await adminClient(app).remove(streamer.headers, victim.id);
    expect(retry.json()).toEqual({ deleted: { builds: 2, guides: 1, comments: 3, uploads: 2 } });
  });

  it('refuses deleting oneself, the streamer or another admin (403), touching nothing', async () => {
    const modo = await addUser(app, 'modo', 'admin');
    const autre = await addUser(app, 'modo_deux', 'admin');
    const cases: [TestUser, number, string][] = [
      [modo, modo.id, 'Vous ne pouvez pas supprimer votre propre compte'],
      [modo, streamer.id, 'Le compte du streamer ne peut pas être supprimé'],
      [modo, autre.id, 'Le compte d’un administrateur ne peut pas être supprimé'],
      [streamer, autre.id, 'Le compte d’un administrateur ne peut pas être supprimé'],
    ];
    for (const [actor, target, error] of cases) {
      const res = await adminClient(app).remove(actor.headers, target);
      expect([res.statusCode, res.json()]).toEqual([403, { error }]);
      expect(await count('users where id = $1', [target])).toBe(1);
    }
  });

  it('answers 404 for an unknown account and 400 for an impossible id', async () => {
    const unknown = await adminClient(app).remove(streamer.headers, 999_999);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: 'Utilisateur introuvable' },
    ]);
    expect((await adminClient(app).remove(streamer.headers, 'abc')).statusCode).toBe(400);
  });

  it('deletes an account that wrote nothing', async () => {
    const quiet = await addUser(app, 'discret', 'user');
    const res = await adminClient(app).remove(streamer.headers, quiet.id);
    expect(res.json()).toEqual({ deleted: { builds: 0, guides: 0, comments: 0, uploads: 0 } });
  });
});
