import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { cleanGemLinks, cleanSlotLinks } from '../content/gemLinks.js';

const gem = (name: string) => ({ name, displayName: name, icon: `/images/gems/${name}.png` });

describe('cleanSlotLinks', () => {
  it.each([
    [
      [0, 0, 0, 0, 1, 1],
      [0, 0, 0, 0, 1, 1],
    ],
    [
      [3, 3, 7],
      [0, 0, 1],
    ],
    [
      [0, 1, 0],
      [0, 1, 2],
    ],
  ])('stores %j as %j', (value, links) => {
    expect(cleanSlotLinks(value)).toEqual(links);
  });

  it.each([[[]], [[0, 0, 0, 0, 0, 0, 0]], [[-1]], [['0']], ['0-0'], [null]])(
    'drops %j',
    (value) => {
      expect(cleanSlotLinks(value)).toBeUndefined();
    },
  );

  it('keeps known fields and slots only when reading what is stored', () => {
    expect(
      cleanGemLinks(
        '{"gem_sockets_main":{"Torse":[0,0,1],"Nulle part":[0]},"autre":{"Casque":[0]}}',
        ['gem_sockets_main'],
      ),
    ).toEqual({ gem_sockets_main: { Torse: [0, 0, 1] } });
  });
});

describe('writing a build’s socket links', () => {
  let app: App;
  let author: TestUser;

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/builds', headers: author.headers, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'lieur', 'createur');
  });
  afterAll(() => app.close());

  it('stores the links of each set and reads them back', async () => {
    const created = await post(
      buildBody({
        gem_sockets_main: { Torse: ['A', 'B', 'C', 'D', 'E', 'F'].map(gem) },
        gem_links: {
          gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] },
          gem_sockets_leveling: { Casque: [0, 2, 2] },
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const { id, gem_links } = created.json();
    expect(gem_links).toEqual({
      gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] },
      gem_sockets_leveling: { Casque: [0, 1, 1] },
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/builds/${id}`,
      headers: author.headers,
    });
    expect(read.json().gem_links).toEqual(gem_links);
  });

  it('leaves the links alone on an update that does not send them', async () => {
    const created = await post(buildBody({ gem_links: { gem_sockets: { Gants: [0, 1] } } }));
    const { id } = created.json();
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/builds/${id}`,
      headers: author.headers,
      payload: { title: 'Nouveau titre' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().gem_links).toEqual({ gem_sockets: { Gants: [0, 1] } });
  });

  it('reads a build written before links as having none stored', async () => {
    const created = await post(buildBody({}));
    expect(created.json().gem_links).toEqual({});
  });

  it.each([
    [{ gem_sockets_inconnu: { Torse: [0] } }, 'gem_sockets_inconnu'],
    [{ gem_sockets_main: { Ceinture: [0] } }, 'Ceinture'],
  ])('refuses %j, naming %s, and stores nothing', async (links, named) => {
    const before = await app.db.query('select count(*)::int as n from builds');
    const res = await post(buildBody({ gem_links: links }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(named);
    const after = await app.db.query('select count(*)::int as n from builds');
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a link group outside the six sockets', async () => {
    const res = await post(buildBody({ gem_links: { gem_sockets_main: { Torse: [0, 9] } } }));
    expect(res.statusCode).toBe(400);
  });
});
