import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testDriver } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { addItem, forumClient, type WireComment } from '../../test/forum.js';
import { countPost } from './postLimiter.js';

const LIMITS = [
  { max: 5, windowSeconds: 30 },
  { max: 8, windowSeconds: 3600 },
];
const TOO_MANY = { error: 'Trop de messages envoyés. Réessayez dans quelques instants.' };

describe('forum: posting limits and load', () => {
  let app: App;
  let forum: ReturnType<typeof forumClient>;
  let admin: TestUser;
  let buildId: number;
  let accounts = 0;

  const newMember = () => addUser(app, `membre_${(accounts += 1)}`, 'user');
  const comment = (who: TestUser, text = 'Salut', id = buildId) =>
    forum.comment(who.headers, 'build', id, text);
  /** Makes the user's windows of this length look as if they started long enough ago. */
  const age = (who: TestUser, windowSeconds: number) =>
    app.db.query(
      `update post_rate_windows set window_start = window_start - make_interval(secs => $2 + 1)
       where user_id = $1 and window_seconds = $2`,
      [who.id, windowSeconds],
    );
  const postsBy = async (who: TestUser) =>
    (
      await app.db.query<{ n: number }>(
        `select ((select count(*) from comments where user_id = $1)
              + (select count(*) from replies where user_id = $1))::int as n`,
        [who.id],
      )
    ).rows[0]?.n;

  beforeAll(async () => {
    app = await buildTestApp({ config: { forumPostLimits: LIMITS } });
    forum = forumClient(app);
    admin = await addUser(app, 'admin_charge', 'admin');
    buildId = await addItem(app, 'build', admin, true);
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After after 5 posts in 30 s, comments and replies together', async () => {
    const member = await newMember();
    const first = await comment(member);
    const commentId = first.json<{ comment: WireComment }>().comment.id;
    for (let i = 0; i < 2; i += 1) {
      expect((await comment(member)).statusCode).toBe(201);
      expect((await forum.reply(member.headers, commentId, 'Merci')).statusCode).toBe(201);
    }
    for (const refused of [
      await comment(member),
      await forum.reply(member.headers, commentId, 'x'),
    ]) {
      expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(30);
    }
    // Limits are per account, and reading is never limited.
    expect((await comment(await newMember())).statusCode).toBe(201);
    expect((await forum.list('build', buildId, '', member.headers)).statusCode).toBe(200);
  });

  it('reopens the short window once it ends, then holds to 8 posts an hour', async () => {
    const member = await newMember();
    for (let i = 0; i < 5; i += 1) expect((await comment(member)).statusCode).toBe(201);
    expect((await comment(member)).statusCode).toBe(429);
    await age(member, 30);
    // The refused post above was not counted: three more fit in the hour.
    for (let i = 0; i < 3; i += 1) expect((await comment(member)).statusCode).toBe(201);
    await age(member, 30);
    const refused = await comment(member);
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await postsBy(member)).toBe(8);
    await age(member, 3600);
    expect((await comment(member)).statusCode).toBe(201);
  });

  it('does not count a post refused for another reason', async () => {
    const member = await newMember();
    for (let i = 0; i < 6; i += 1)
      expect((await comment(member, 'x', 987654)).statusCode).toBe(404);
    expect((await comment(member, '   ')).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await comment(member)).statusCode).toBe(201);
  });

  it('counts exactly when one account fires 20 posts at once: 5 accepted', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => comment(member, `rafale ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    expect(await postsBy(member)).toBe(5);
  });

  it('keeps all of 200 simultaneous posts from 200 accounts, each once, while others read', async () => {
    const target = await addItem(app, 'build', admin, true);
    const members: TestUser[] = [];
    for (let i = 0; i < 200; i += 1) members.push(await newMember());
    const reader = await newMember();
    const [posts, reads] = await Promise.all([
      Promise.all(members.map((who, i) => comment(who, `message ${i}`, target))),
      Promise.all(
        Array.from({ length: 20 }, () => forum.list('build', target, '', reader.headers)),
      ),
    ]);
    expect(posts.map((res) => res.statusCode)).toEqual(Array(200).fill(201));
    expect(reads.map((res) => res.statusCode)).toEqual(Array(20).fill(200));

    const accepted = posts.map((res) => res.json<{ comment: WireComment }>().comment.id);
    const listed: WireComment[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const res = await forum.list('build', target, `?page=${page}&limit=50`);
      listed.push(...res.json<{ comments: WireComment[] }>().comments);
    }
    expect(listed).toHaveLength(200);
    expect(new Set(listed.map((c) => c.id))).toEqual(new Set(accepted));
    expect(listed.map((c) => c.content).sort()).toEqual(
      members.map((_, i) => `message ${i}`).sort(),
    );
  }, 120_000);

  // Several processes, and a reader beside an open write, need several connections: PGlite
  // in memory is one connection inside one process, where neither situation can exist.
  if (testDriver() === 'postgres') {
    describe('on PostgreSQL, with several connections', () => {
      let second: App;
      beforeAll(async () => {
        second = await buildTestApp({
          config: { databaseSchema: app.config.databaseSchema, forumPostLimits: LIMITS },
        });
      });
      afterAll(() => second.close());

      it('shares the counters between two API processes on one database', async () => {
        const member = await newMember();
        const other = forumClient(second);
        for (let i = 0; i < 5; i += 1) {
          const via = i % 2 === 0 ? forum : other;
          const res = await via.comment(member.headers, 'build', buildId, `n° ${i}`);
          expect(res.statusCode).toBe(201);
        }
        expect((await other.comment(member.headers, 'build', buildId, 'de trop')).statusCode).toBe(
          429,
        );
        expect((await comment(member, 'de trop')).statusCode).toBe(429);
      });

      it('answers readers and other posters while one account’s post holds its locks', async () => {
        const member = await newMember();
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let signalLocked = () => {};
        const locked = new Promise<void>((resolve) => (signalLocked = resolve));
        const writer = app.db.transaction(async (tx) => {
          await countPost(tx, member.id, LIMITS);
          await tx.query(
            `insert into comments (content_type, content_id, user_id, author_name, content)
             values ('build', $1, $2, 'Lent', 'en cours')`,
            [buildId, member.id],
          );
          signalLocked();
          await held;
        });
        let writerEnded = false;
        const ended = () => (writerEnded = true);
        void writer.then(ended, ended);
        await locked;
        try {
          expect((await forum.list('build', buildId)).statusCode).toBe(200);
          expect((await comment(await newMember(), 'pendant')).statusCode).toBe(201);
          // Both were answered while the first post still held its locks (released below).
          expect(writerEnded).toBe(false);
        } finally {
          release();
          await writer;
        }
      });
    });
  }
});
