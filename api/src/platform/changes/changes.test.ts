import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../config/config.js';
import { buildTestApp } from '../../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../../test/contentUsers.js';
import { addItem, forumClient } from '../../../test/forum.js';
import { postgresUrl } from '../../../test/testDb.js';
import type { Change } from './bus.js';
import { channelFor } from './postgresListener.js';
import { registeredRoutes } from '../../../test/registeredRoutes.js';
import { matches, readTags } from './tags.js';

/** Collects what the bus delivers in this process. */
function record(app: App) {
  const seen: Change[] = [];
  app.changes.subscribe((change) => seen.push(change));
  return {
    seen,
    /** The tags of everything delivered since the last call. */
    take(): string[] {
      const tags = seen.flatMap((change) => ('all' in change ? ['ALL'] : [...change.tags]));
      seen.length = 0;
      return tags.sort();
    },
  };
}

describe('tags', () => {
  it('name what an API read depends on, whatever its query', () => {
    expect(readTags('GET', '/api/builds?classe=Witch&page=2')).toEqual(['builds']);
    expect(readTags('GET', '/api/builds/main-skills?lang=fr')).toEqual(['builds']);
    expect(readTags('GET', '/api/builds/12')).toEqual(['build:12']);
    expect(readTags('GET', '/api/builds/12/cost')).toEqual(['build:12']);
    expect(readTags('GET', '/api/guides/3')).toEqual(['guide:3']);
    expect(readTags('GET', '/api/forum/comments/guide/3?page=2')).toEqual(['comments:guide:3']);
    expect(readTags('GET', '/api/game/gems?names=Cyclone')).toEqual(['game']);
    expect(readTags('GET', '/api/something-new')).toEqual(['write']);
    expect(readTags('POST', '/api/builds')).toEqual(['*']);
  });

  it('match a change by any shared tag, and everything on "all" or "*"', () => {
    const change = (...tags: string[]): Change => ({ tags: new Set(tags) });
    expect(matches(change('build:2', 'builds'), ['build:1'])).toBe(false);
    expect(matches(change('build:2', 'builds'), ['builds', 'game'])).toBe(true);
    expect(matches(change('*'), ['build:1'])).toBe(true);
    expect(matches({ all: true }, [])).toBe(true);
  });
});

describe('the change bus in one process', () => {
  let app: App;
  let author: TestUser;
  let admin: TestUser;
  let reader: TestUser;
  let changes: ReturnType<typeof record>;

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'auteur_bus', 'createur');
    admin = await addUser(app, 'admin_bus', 'admin');
    reader = await addUser(app, 'lecteur_bus', 'user');
    changes = record(app);
  });
  afterAll(() => app.close());

  it('has a decision in the config of every write route the app registers', async () => {
    const writes = (await registeredRoutes()).filter(
      ({ method }) => !['GET', 'HEAD', 'OPTIONS'].includes(method),
    );
    expect(writes.length).toBeGreaterThan(20);
    const undecided = writes.filter(({ config }) => config.changes === undefined);
    expect(undecided.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('publishes the tags of an accepted write, and nothing for a refused one', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: author.headers,
      payload: buildBody(),
    });
    expect(created.statusCode).toBe(201);
    expect(changes.take()).toEqual(['builds', 'write']);

    const id = (created.json() as { id: number }).id;
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/builds/${id}`,
      headers: reader.headers,
      payload: buildBody({ title: 'Pas à moi' }),
    });
    // Someone else's draft reads as missing.
    expect(refused.statusCode).toBe(404);
    expect(changes.take()).toEqual([]);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/builds/${id}`,
      headers: author.headers,
      payload: buildBody({ title: 'Nouveau titre' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(changes.take()).toEqual([`build:${id}`, 'builds', 'write']);
  });

  it('names the discussion of a comment, a reply and a deleted reply', async () => {
    const forum = forumClient(app);
    const guide = await addItem(app, 'guide', author, true);
    const comment = await forum.comment(reader.headers, 'guide', guide, 'Merci pour le guide');
    expect(comment.statusCode).toBe(201);
    expect(changes.take()).toEqual([`comments:guide:${guide}`, 'write']);

    const commentId = (comment.json() as { comment: { id: number } }).comment.id;
    const reply = await forum.reply(author.headers, commentId, 'Avec plaisir');
    expect(reply.statusCode).toBe(201);
    expect(changes.take()).toEqual([`comments:guide:${guide}`, 'write']);

    const replyId = (reply.json() as { reply: { id: number } }).reply.id;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/forum/replies/${replyId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(changes.take()).toEqual([`comments:guide:${guide}`, 'write']);
  });
});

// Processes on one PostgreSQL hear each other; PGlite belongs to one process.
describe.runIf(postgresUrl !== undefined)('the change bus between processes', () => {
  let first: App;
  let second: App;
  let secondChanges: ReturnType<typeof record>;

  beforeAll(async () => {
    first = await buildTestApp();
    const schema = first.config.databaseSchema;
    second = buildApp(
      testConfig(
        { databaseUrl: postgresUrl, databaseSchema: schema },
        { WEB_ROOT: join(tmpdir(), `poe-no-web-${process.pid}`), DEMO_CONTENT: 'false' },
      ),
    );
    await second.ready();
    secondChanges = record(second);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const waitFor = async (condition: () => boolean) => {
    for (let i = 0; i < 100 && !condition(); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('delivers what one process publishes to the other', async () => {
    await first.changes.publish(['build:7', 'builds']);
    await waitFor(() => secondChanges.seen.length > 0);
    expect(secondChanges.take()).toEqual(['build:7', 'builds']);
  });

  it('tells the other process to drop everything when its listening connection was lost', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const channel = channelFor(second.config.databaseSchema);
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
        [`listen ${channel}`],
      );
      expect(rows.length).toBe(2);
      for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await waitFor(() => secondChanges.seen.some((change) => 'all' in change));
    expect(secondChanges.take()).toContain('ALL');

    // Listening again: later changes arrive as before.
    await waitFor(() => {
      void first.changes.publish(['guide:1']);
      return secondChanges.seen.some((change) => !('all' in change));
    });
    expect(secondChanges.take()).toContain('guide:1');
  });
});
