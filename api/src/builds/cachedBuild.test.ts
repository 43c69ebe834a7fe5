import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';

/**
 * A build as everyone sees it is read once and kept until a change names it: the title written
 * straight into the table (no change published) stays unseen by anonymous readers, which shows
 * the answer is kept, while a write through the API shows at once.
 */
describe('GET /api/builds/:id kept for anonymous readers', () => {
  let app: App;
  let author: TestUser;
  let first: number;
  let second: number;

  const title = async (id: number, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api/builds/${id}`, headers });
    return res.statusCode === 200 ? res.json<{ title: string }>().title : res.statusCode;
  };
  const retitleInTable = (id: number, text: string) =>
    app.db.query('update builds set title = $1 where id = $2', [text, id]);
  const create = async (text: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: author.headers,
      payload: buildBody({ title: text, is_public: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'auteur_garde', 'admin');
    first = await create('Premier build');
    second = await create('Second build');
  });
  afterAll(() => app.close());

  it('keeps the anonymous answer, never the signed-in one', async () => {
    expect(await title(first)).toBe('Premier build');
    await retitleInTable(first, 'Changé sans prévenir');
    expect(await title(first)).toBe('Premier build');
    expect(await title(first, author.headers)).toBe('Changé sans prévenir');
  });

  it('drops it when the build is written, not when another one is', async () => {
    expect(await title(second)).toBe('Second build');
    await retitleInTable(second, 'Second changé sans prévenir');
    const favourite = await app.inject({
      method: 'PUT',
      url: `/api/builds/${first}/favourite`,
      headers: author.headers,
    });
    expect(favourite.statusCode, favourite.body).toBeLessThan(300);
    expect(await title(second)).toBe('Second build');

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/builds/${second}`,
      headers: author.headers,
      payload: { is_public: false },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await title(second)).toBe(404);
  });
});
