import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';

describe('builds: today’s classes, ascendancies and bloodlines', () => {
  let app: App;
  let author: TestUser;

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/builds', headers: author.headers, payload });
  const put = (id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/builds/${id}`, headers: author.headers, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'classes_test', 'createur');
  });
  afterAll(() => app.close());

  it('creates a Ranger Warden, a Scion Reliquarian and a Scion Luminary', async () => {
    for (const [classe, ascendancy] of [
      ['Ranger', 'Warden'],
      ['Scion', 'Reliquarian'],
      ['Scion', 'Luminary'],
    ]) {
      const res = await post(buildBody({ classe, ascendancy }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ classe, ascendancy, bloodline: '' });
    }
  });

  it('refuses a new Raider in French, naming the Ranger’s ascendancies of today', async () => {
    const res = await post(buildBody({ classe: 'Ranger', ascendancy: 'Raider' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('n’existe plus depuis la version 3.25');
    expect(res.json().error).toContain('Warden, Deadeye, Pathfinder');
  });

  it('takes a Raider for a build written for a version before 3.25, not for 3.25 or later', async () => {
    const old = await post(
      buildBody({ classe: 'Ranger', ascendancy: 'Raider', game_version: '3.24' }),
    );
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ ascendancy: 'Raider', game_version: '3.24' });
    const later = await post(
      buildBody({ classe: 'Ranger', ascendancy: 'Raider', game_version: '3.25' }),
    );
    expect(later.statusCode).toBe(400);
  });

  it('keeps a Raider made before 3.25 through edits, and refuses turning another build into one', async () => {
    const created = (await post(buildBody({ classe: 'Ranger', ascendancy: 'Deadeye' }))).json();
    await app.db.query(`update builds set ascendancy = 'Raider' where id = $1`, [created.id]);
    const edited = await put(created.id, { title: 'Raider de 3.24' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Raider de 3.24', ascendancy: 'Raider' });
    const again = await put(created.id, { ascendancy: 'Raider', title: 'Toujours Raider' });
    expect(again.statusCode).toBe(200);

    const other = (await post(buildBody({ classe: 'Ranger', ascendancy: 'Deadeye' }))).json();
    const refused = await put(other.id, { ascendancy: 'Raider' });
    expect(refused.statusCode).toBe(400);
  });

  it('stores a bloodline and shows it on the build and its card; refuses an unknown one', async () => {
    const res = await post(
      buildBody({ classe: 'Witch', ascendancy: 'Necromancer', bloodline: 'Aul' }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const read = await app.inject({ url: `/api/builds/${id}`, headers: author.headers });
    expect(read.json().bloodline).toBe('Aul');
    const list = await app.inject({ url: '/api/builds?classe=Witch', headers: author.headers });
    const card = list.json().builds.find((b: { id: number }) => b.id === id);
    expect(card?.bloodline).toBe('Aul');

    const unknown = await post(buildBody({ bloodline: 'Atziri' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('la lignée « Atziri » n’existe pas');
  });

  it('filters the list by Warden and by Luminary', async () => {
    const res = await app.inject({
      url: '/api/builds?ascendancy=Luminary',
      headers: author.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().builds.map((b: { ascendancy: string }) => b.ascendancy)).toEqual([
      'Luminary',
    ]);
  });
});
