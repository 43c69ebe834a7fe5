import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { addItem, forumClient, type WireComment } from '../../test/forum.js';
import { pageSql } from './service.js';

describe('forum: a discussion’s order, pages, text and lifetime', () => {
  let app: App;
  let forum: ReturnType<typeof forumClient>;
  let admin: TestUser;
  let member: TestUser;

  const post = async (buildId: number, content: string, who = member) => {
    const res = await forum.comment(who.headers, 'build', buildId, content);
    expect(res.statusCode).toBe(201);
    return res.json<{ comment: WireComment }>().comment;
  };
  const reply = async (commentId: number, content: string, who = member) => {
    const res = await forum.reply(who.headers, commentId, content);
    expect(res.statusCode).toBe(201);
    return res.json<{ reply: { id: number } }>().reply.id;
  };
  const page = async (buildId: number, query = '') => {
    const res = await forum.list('build', buildId, query);
    expect(res.statusCode).toBe(200);
    return res.json<{ comments: WireComment[] }>().comments;
  };
  const count = async (table: 'comments' | 'replies') =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

  beforeAll(async () => {
    app = await buildTestApp({ config: { forumPostLimits: [] } });
    forum = forumClient(app);
    admin = await addUser(app, 'admin_fil', 'admin');
    member = await addUser(app, 'membre_fil', 'user');
  });
  afterAll(() => app.close());

  it('pages 25 comments as 10, 10 and 5, newest first, with no gap or repeat', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    for (let i = 1; i <= 25; i += 1) await post(buildId, `Commentaire ${i}`);
    const pages = [
      await page(buildId),
      await page(buildId, '?page=2'),
      await page(buildId, '?page=3'),
    ];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((c) => c.content)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Commentaire ${25 - i}`),
    );
    expect(await page(buildId, '?page=4')).toEqual([]);
    expect((await page(buildId, '?limit=50')).length).toBe(25);
  });

  it('keeps a page for signed-out readers until its discussion or its item changes', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const first = await post(buildId, 'Premier');
    const contents = (comments: WireComment[]) =>
      comments.map((c) => [c.content, c.replies.map((r) => r.content)]);
    expect(contents(await page(buildId))).toEqual([['Premier', []]]);
    // Written behind the API's back, so no change is published: visitors keep the page read...
    await app.db.query(
      `insert into comments (content_type, content_id, user_id, author_name, content)
       values ('build', $1, $2, $3, 'En douce')`,
      [buildId, member.id, member.displayName],
    );
    expect(contents(await page(buildId))).toEqual([['Premier', []]]);
    // ...while a member, whose answer is never kept, reads the discussion as it is.
    const signedIn = await forum.list('build', buildId, '', member.headers);
    expect(contents(signedIn.json<{ comments: WireComment[] }>().comments)).toEqual([
      ['En douce', []],
      ['Premier', []],
    ]);
    // A reply through the API drops the cached page; so does the build's deletion.
    await reply(first.id, 'Une réponse');
    expect(contents(await page(buildId))).toEqual([
      ['En douce', []],
      ['Premier', ['Une réponse']],
    ]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/builds/${buildId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await forum.list('build', buildId)).statusCode).toBe(404);
  });

  it('refuses a page size above 50 and a page below 1', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    for (const query of ['?limit=51', '?limit=0', '?page=0']) {
      const res = await forum.list('build', buildId, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringMatching(/^Requête invalide/) });
    }
    expect((await forum.list('build', buildId, '?limit=50')).statusCode).toBe(200);
  });

  it('puts pinned comments first, newest first among them, then the others newest first', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const a = await post(buildId, 'A');
    const b = await post(buildId, 'B');
    await post(buildId, 'C');
    await post(buildId, 'D');
    for (const pinned of [a, b]) {
      expect((await forum.pin(admin.headers, pinned.id, true)).statusCode).toBe(200);
    }
    expect((await page(buildId)).map((x) => [x.content, x.is_pinned])).toEqual([
      ['B', true],
      ['A', true],
      ['D', false],
      ['C', false],
    ]);
    await forum.pin(admin.headers, b.id, false);
    expect((await page(buildId)).map((x) => x.content)).toEqual(['A', 'D', 'C', 'B']);
  });

  it('lists each comment’s replies oldest first', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const first = await post(buildId, 'Premier');
    const second = await post(buildId, 'Second');
    for (const text of ['r1', 'r2', 'r3']) await reply(first.id, text, admin);
    await reply(second.id, 'autre');
    const [top, bottom] = await page(buildId);
    expect(top?.replies.map((r) => r.content)).toEqual(['autre']);
    expect(bottom?.replies).toEqual(
      ['r1', 'r2', 'r3'].map((content) => ({
        id: expect.any(Number),
        user_id: admin.id,
        author_name: admin.displayName,
        content,
        created_at: expect.any(String),
      })),
    );
  });

  it('deletes a comment’s replies with it', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const comment = await post(buildId, 'Avec réponses');
    await reply(comment.id, 'une');
    await reply(comment.id, 'deux');
    const before = await count('replies');
    expect((await forum.remove(member.headers, 'comments', comment.id)).statusCode).toBe(204);
    expect(await count('replies')).toBe((before ?? 0) - 2);
    expect(await page(buildId)).toEqual([]);
  });

  it('deletes the discussion of a deleted build or guide', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const comment = await post(buildId, 'Sur un build bientôt supprimé');
    await reply(comment.id, 'réponse');
    const guideId = await addItem(app, 'guide', admin, true);
    const onGuide = await forum.comment(member.headers, 'guide', guideId, 'Sur un guide');
    expect(onGuide.statusCode).toBe(201);
    const [comments, replies] = [await count('comments'), await count('replies')];
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/builds/${buildId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    await app.db.query('delete from guides where id = $1', [guideId]);
    expect([await count('comments'), await count('replies')]).toEqual([
      (comments ?? 0) - 2,
      (replies ?? 0) - 1,
    ]);
  });

  it('keeps text exactly as sent, trimmed, never processed as HTML', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const raw = '<script>alert("x")</script> & <b>gras</b> &amp; <img src=x onerror=alert(1)>';
    const comment = await post(buildId, `\n  ${raw}\t `);
    expect(comment.content).toBe(raw);
    expect((await page(buildId))[0]?.content).toBe(raw);
    const stored = await app.db.query<{ content: string }>(
      'select content from comments where id = $1',
      [comment.id],
    );
    expect(stored.rows[0]?.content).toBe(raw);
    const replyId = await reply(comment.id, '  <i>réponse</i>\n');
    const storedReply = await app.db.query<{ content: string }>(
      'select content from replies where id = $1',
      [replyId],
    );
    expect(storedReply.rows[0]?.content).toBe('<i>réponse</i>');
  });

  describe('length', () => {
    let buildId: number;
    let commentId: number;
    beforeAll(async () => {
      buildId = await addItem(app, 'build', admin, true);
      commentId = (await post(buildId, 'Parent')).id;
    });

    it.each([
      ['spaces only', ' \n\t ', 'Le commentaire ne peut pas être vide.'],
      ['nothing', '', 'Le commentaire ne peut pas être vide.'],
      ['2001 characters', 'a'.repeat(2001), 'Le commentaire ne peut pas dépasser 2000 caractères.'],
    ])('refuses %s in a comment and a reply', async (_name, content, error) => {
      const onComment = await forum.comment(member.headers, 'build', buildId, content);
      expect([onComment.statusCode, onComment.json()]).toEqual([400, { error }]);
      const onReply = await forum.reply(member.headers, commentId, content);
      expect([onReply.statusCode, onReply.json()]).toEqual([400, { error }]);
    });

    it('accepts 2000 characters, counting an emoji as one and outer spaces not at all', async () => {
      for (const content of ['a'.repeat(2000), '🙂'.repeat(2000), `  ${'é'.repeat(2000)}  `]) {
        expect((await forum.comment(member.headers, 'build', buildId, content)).statusCode).toBe(
          201,
        );
      }
    });

    it('refuses a missing field or an unknown content type with 400', async () => {
      const missing = await app.inject({
        method: 'POST',
        url: '/api/forum/comments',
        headers: member.headers,
        payload: { contentType: 'build', contentId: buildId },
      });
      expect(missing.json()).toEqual({
        error: 'Requête invalide : le champ « content » est obligatoire',
      });
      const video = await forum.comment(member.headers, 'video' as 'build', buildId, 'Salut');
      expect(video.statusCode).toBe(400);
      expect((await forum.list('video' as 'build', buildId)).statusCode).toBe(400);
    });
  });

  it('shows the display name at posting time, and keeps the post when the account goes', async () => {
    const buildId = await addItem(app, 'build', admin, true);
    const leaving = await addUser(app, 'renomme', 'user');
    await post(buildId, 'avant', leaving);
    await app.db.query(`update users set display_name = 'NouveauNom' where id = $1`, [leaving.id]);
    await post(buildId, 'après', leaving);
    await app.db.query('delete from users where id = $1', [leaving.id]);
    expect((await page(buildId)).map((c) => [c.content, c.author_name, c.user_id])).toEqual([
      ['après', 'NouveauNom', null],
      ['avant', 'Renomme', null],
    ]);
  });

  it('reads a page in index order without sorting, and its replies through their index', async () => {
    const explain = (sql: string, params: unknown[]) =>
      app.db.transaction(async (tx) => {
        // A handful of rows would rightly be scanned; ask what the plan is at scale.
        await tx.query('set local enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const plan = await explain(pageSql('build', 'is_public'), ['build', 1, 10, 0]);
    // The page, before the plan of each comment's replies: never sorted.
    const [page = '', replies = ''] = plan.split(/SubPlan/);
    expect(page).toContain('comments_page');
    expect(page).not.toMatch(/Sort/);
    // Found through their index; sorting only one comment's replies is cheap.
    expect(replies).toContain('replies_thread');
  });
});
