import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { Role } from '../accounts/users/roles.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { addItem, forumClient, type ItemType } from '../../test/forum.js';

const MISSING_TOKEN = { error: "Token d'authentification manquant" };
const RESTRICTED = {
  error: 'Votre compte a été restreint. Vous ne pouvez plus participer aux discussions.',
};
const NOT_FOUND: Record<ItemType, { error: string }> = {
  build: { error: "Build non trouvé. Veuillez vérifier l'ID ou réessayer." },
  guide: { error: "Guide non trouvé. Veuillez vérifier l'ID ou réessayer." },
};
const POSTERS: Role[] = ['user', 'createur', 'twitch', 'admin'];

describe('forum: who may read, post, delete and pin', () => {
  let app: App;
  let forum: ReturnType<typeof forumClient>;
  const as: Partial<Record<Role, TestUser>> = {};
  const user = (role: Role) => {
    const found = as[role];
    if (!found) throw new Error(`no ${role}`);
    return found;
  };
  let owner: TestUser;
  const items = { public: { build: 0, guide: 0 }, draft: { build: 0, guide: 0 } };

  const postAs = async (who: TestUser, type: ItemType = 'build', id = items.public[type]) => {
    const res = await forum.comment(who.headers, type, id, `Message de ${who.displayName}`);
    expect(res.statusCode).toBe(201);
    return res.json<{ comment: { id: number } }>().comment.id;
  };

  beforeAll(async () => {
    // Limits have their own file; here every role posts as often as the cases need.
    app = await buildTestApp({ config: { forumPostLimits: [] } });
    forum = forumClient(app);
    for (const role of [...POSTERS, 'blacklist'] as Role[]) {
      as[role] = await addUser(app, `${role}_forum`, role);
    }
    owner = await addUser(app, 'proprietaire', 'createur');
    for (const type of ['build', 'guide'] as const) {
      items.public[type] = await addItem(app, type, owner, true);
      items.draft[type] = await addItem(app, type, owner, false);
    }
  });
  afterAll(() => app.close());

  describe.each(['build', 'guide'] as const)('reading the discussion of a %s', (type) => {
    it('is open to everyone, anonymous and blacklisted included, when the item is public', async () => {
      // An item of its own: the shared one gets comments from the posting tests, in any order.
      const id = await addItem(app, type, owner, true);
      for (const headers of [
        {},
        ...[...POSTERS, 'blacklist' as const].map((r) => user(r).headers),
      ]) {
        const res = await forum.list(type, id, '', headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ comments: [] });
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
    });

    it('answers 404 for a draft to all but its owner and admins, as the item page does', async () => {
      for (const headers of [{}, user('user').headers, user('blacklist').headers]) {
        const res = await forum.list(type, items.draft[type], '', headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND[type]);
      }
      for (const who of [owner, user('admin')]) {
        expect((await forum.list(type, items.draft[type], '', who.headers)).statusCode).toBe(200);
      }
    });

    it('answers 404 with the spec’s message for an unknown item', async () => {
      const res = await forum.list(type, 987654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND[type]);
    });

    it('reads an invalid token as anonymous', async () => {
      const bad = { authorization: 'Bearer not.a.token' };
      expect((await forum.list(type, items.public[type], '', bad)).statusCode).toBe(200);
      expect((await forum.list(type, items.draft[type], '', bad)).statusCode).toBe(404);
    });
  });

  describe.each(['build', 'guide'] as const)('commenting on a %s', (type) => {
    it.each(POSTERS)('lets a %s post on a public item, under their display name', async (role) => {
      const who = user(role);
      const res = await forum.comment(who.headers, type, items.public[type], '  Bonjour !  ');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        comment: {
          id: expect.any(Number),
          user_id: who.id,
          author_name: who.displayName,
          content: 'Bonjour !',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          is_pinned: false,
          replies: [],
        },
      });
    });

    it('refuses an anonymous visitor with 401 and the spec’s message', async () => {
      const res = await forum.comment({}, type, items.public[type], 'Salut');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(MISSING_TOKEN);
    });

    it('refuses an invalid token with 401', async () => {
      const bad = { authorization: 'Bearer not.a.token' };
      const res = await forum.comment(bad, type, items.public[type], 'Salut');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Jeton invalide ou expiré' });
    });

    it('refuses a blacklisted account with 403 and the spec’s message', async () => {
      const res = await forum.comment(user('blacklist').headers, type, items.public[type], 'Salut');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(RESTRICTED);
    });

    it('lets the owner and admins post on a draft; others get 404', async () => {
      await postAs(owner, type, items.draft[type]);
      await postAs(user('admin'), type, items.draft[type]);
      for (const role of ['user', 'createur', 'twitch'] as const) {
        const res = await forum.comment(user(role).headers, type, items.draft[type], 'Salut');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND[type]);
      }
    });

    it('answers 404 for an unknown item', async () => {
      const res = await forum.comment(user('user').headers, type, 987654, 'Salut');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND[type]);
    });
  });

  describe('replying', () => {
    let commentId: number;
    beforeAll(async () => {
      commentId = await postAs(owner);
    });

    it.each(POSTERS)('lets a %s reply', async (role) => {
      const who = user(role);
      const res = await forum.reply(who.headers, commentId, ' Merci ');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        reply: {
          id: expect.any(Number),
          user_id: who.id,
          author_name: who.displayName,
          content: 'Merci',
          created_at: expect.any(String),
        },
      });
    });

    it('refuses anonymous (401) and blacklisted (403) accounts', async () => {
      const anonymous = await forum.reply({}, commentId, 'Merci');
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, MISSING_TOKEN]);
      const banned = await forum.reply(user('blacklist').headers, commentId, 'Merci');
      expect([banned.statusCode, banned.json()]).toEqual([403, RESTRICTED]);
    });

    it('answers 404 for an unknown comment or one under a draft the writer cannot see', async () => {
      const onDrafts = [
        await postAs(owner, 'build', items.draft.build),
        await postAs(owner, 'guide', items.draft.guide),
      ];
      for (const id of [987654, ...onDrafts]) {
        const res = await forum.reply(user('user').headers, id, 'Merci');
        expect([res.statusCode, res.json()]).toEqual([404, { error: 'Commentaire introuvable.' }]);
      }
      for (const id of onDrafts) {
        expect((await forum.reply(owner.headers, id, 'Merci')).statusCode).toBe(201);
        expect((await forum.reply(user('admin').headers, id, 'Vu')).statusCode).toBe(201);
      }
    });
  });

  describe('deleting', () => {
    it('lets the author delete their comment and reply, matched on their id', async () => {
      const commentId = await postAs(user('twitch'));
      const reply = await forum.reply(user('createur').headers, commentId, 'Réponse');
      const replyId = reply.json<{ reply: { id: number } }>().reply.id;
      expect((await forum.remove(user('createur').headers, 'replies', replyId)).statusCode).toBe(
        204,
      );
      expect((await forum.remove(user('twitch').headers, 'comments', commentId)).statusCode).toBe(
        204,
      );
      const left = await forum.list('build', items.public.build);
      expect(left.json<{ comments: { id: number }[] }>().comments.map((c) => c.id)).not.toContain(
        commentId,
      );
    });

    it('lets an admin delete anyone’s comment and reply', async () => {
      const commentId = await postAs(user('user'));
      const reply = await forum.reply(user('user').headers, commentId, 'Réponse');
      const replyId = reply.json<{ reply: { id: number } }>().reply.id;
      expect((await forum.remove(user('admin').headers, 'replies', replyId)).statusCode).toBe(204);
      expect((await forum.remove(user('admin').headers, 'comments', commentId)).statusCode).toBe(
        204,
      );
    });

    it('refuses other members with 403, even one with the same display name', async () => {
      const commentId = await postAs(user('user'));
      const reply = await forum.reply(user('user').headers, commentId, 'Réponse');
      const replyId = reply.json<{ reply: { id: number } }>().reply.id;
      const twin = await addUser(app, 'user_forum_bis', 'createur');
      await app.db.query('update users set display_name = $1 where id = $2', [
        user('user').displayName,
        twin.id,
      ]);
      for (const who of [user('createur'), user('twitch'), twin]) {
        const onComment = await forum.remove(who.headers, 'comments', commentId);
        expect(onComment.statusCode).toBe(403);
        expect(onComment.json()).toEqual({
          error: 'Seul l’auteur du commentaire ou un administrateur peut le supprimer.',
        });
        const onReply = await forum.remove(who.headers, 'replies', replyId);
        expect(onReply.statusCode).toBe(403);
        expect(onReply.json()).toEqual({
          error: 'Seul l’auteur de la réponse ou un administrateur peut la supprimer.',
        });
      }
    });

    it('refuses anonymous visitors with 401 and answers 404 for unknown ids', async () => {
      const commentId = await postAs(user('user'));
      expect((await forum.remove({}, 'comments', commentId)).json()).toEqual(MISSING_TOKEN);
      const unknown = await forum.remove(user('admin').headers, 'comments', 987654);
      expect([unknown.statusCode, unknown.json()]).toEqual([
        404,
        { error: 'Commentaire introuvable.' },
      ]);
      const noReply = await forum.remove(user('admin').headers, 'replies', 987654);
      expect([noReply.statusCode, noReply.json()]).toEqual([
        404,
        { error: 'Réponse introuvable.' },
      ]);
    });

    it('takes a blacklisting at once from the database, yet lets the author delete', async () => {
      const member = await addUser(app, 'bientot_banni', 'user');
      const commentId = await postAs(member);
      await app.db.query(`update users set role = 'blacklist' where id = $1`, [member.id]);
      // The token still says « user »: the role stored now is what counts.
      const res = await forum.comment(member.headers, 'build', items.public.build, 'Encore');
      expect([res.statusCode, res.json()]).toEqual([403, RESTRICTED]);
      expect((await forum.remove(member.headers, 'comments', commentId)).statusCode).toBe(204);
    });

    it('refuses a token whose account was deleted', async () => {
      const member = await addUser(app, 'parti', 'user');
      await app.db.query('delete from users where id = $1', [member.id]);
      const res = await forum.comment(member.headers, 'build', items.public.build, 'Salut');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('pinning', () => {
    let commentId: number;
    beforeAll(async () => {
      commentId = await postAs(user('user'));
    });

    it('lets an admin pin and unpin, answering the whole comment', async () => {
      const pinned = await forum.pin(user('admin').headers, commentId, true);
      expect(pinned.statusCode).toBe(200);
      expect(pinned.json()).toEqual({
        comment: expect.objectContaining({ id: commentId, is_pinned: true, replies: [] }),
      });
      const unpinned = await forum.pin(user('admin').headers, commentId, false);
      expect(unpinned.json()).toMatchObject({ comment: { id: commentId, is_pinned: false } });
    });

    it.each(['user', 'createur', 'twitch'] as const)('refuses a %s with 403', async (role) => {
      const res = await forum.pin(user(role).headers, commentId, true);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { error: 'Accès refusé : droits insuffisants' },
      ]);
    });

    it('refuses blacklisted (403) and anonymous (401) callers', async () => {
      const banned = await forum.pin(user('blacklist').headers, commentId, true);
      expect([banned.statusCode, banned.json()]).toEqual([403, RESTRICTED]);
      const anonymous = await forum.pin({}, commentId, true);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, MISSING_TOKEN]);
    });

    it('answers 404 for an unknown comment', async () => {
      const res = await forum.pin(user('admin').headers, 987654, true);
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Commentaire introuvable.' }]);
    });
  });
});
