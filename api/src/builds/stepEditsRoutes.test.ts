import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import type { App } from '../app.js';
import type { BuildSteps, StepEdits } from './stepsSchemas.js';

const LEVELING = {
  Torse: [
    { name: 'Molten Strike' },
    { name: 'Ancestral Call Support' },
    { name: 'Melee Physical Damage Support' },
  ],
};

describe('the author’s edits of a build’s steps', () => {
  let app: App;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let id: number;
  let privateId: number;

  const url = (build = id) => `/api/builds/${build}/steps/edits`;
  const put = (payload: unknown, user?: TestUser, build = id) =>
    app.inject({
      method: 'PUT',
      url: url(build),
      headers: user?.headers ?? {},
      payload: payload as object,
    });
  const get = (path: string, user?: TestUser) =>
    app.inject({ method: 'GET', url: path, headers: user?.headers ?? {} });
  const stored = async () => ({
    edits: (await app.db.query('select step_key, note, hidden from build_step_edits')).rows,
    orders: (await app.db.query('select phase, keys from build_step_orders')).rows,
  });
  const levelingKeys = (steps: BuildSteps) =>
    steps.phases.find((p) => p.phase === 'leveling')?.steps.map((s) => s.key) ?? [];

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await addUser(app, 'etapes_auteur', 'createur');
    stranger = await addUser(app, 'etapes_inconnu', 'createur');
    admin = await addUser(app, 'etapes_admin', 'admin');
    const create = (user: TestUser, isPublic: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: user.headers,
        payload: buildBody({ gem_sockets_leveling: LEVELING, is_public: isPublic }),
      });
    privateId = (await create(owner, false)).json<{ id: number }>().id;
    // Published by an admin, for the owner: readers see it.
    const made = await create(admin, true);
    id = made.json<{ id: number }>().id;
    await app.db.query('update builds set user_id = $1 where id = $2', [owner.id, id]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets the author and an admin read them; another account 403, anonymous 401', async () => {
    const mine = await get(url(), owner);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<StepEdits>();
    expect(body).toMatchObject({ buildId: id, steps: [], order: {} });
    expect(levelingKeys(body.generated)).toContain('gem:Molten Strike');
    expect((await get(url(), admin)).statusCode).toBe(200);
    const other = await get(url(), stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: 'Seul l’auteur du build ou un administrateur peut le modifier ou le supprimer.',
    });
    expect((await get(url())).statusCode).toBe(401);
    // Another's draft is not even revealed.
    expect((await get(url(privateId), stranger)).statusCode).toBe(404);
    expect((await put({ steps: [], order: {} }, stranger, privateId)).statusCode).toBe(404);
  });

  it('refuses another account and anonymous writes, storing nothing', async () => {
    const body = { steps: [{ key: 'gem:Molten Strike', note: 'x', hidden: true }], order: {} };
    expect((await put(body, stranger)).statusCode).toBe(403);
    expect((await put(body)).statusCode).toBe(401);
    expect(await stored()).toEqual({ edits: [], orders: [] });
  });

  it('refuses what is over the bounds with a French message, storing nothing', async () => {
    const tooLong = await put(
      { steps: [{ key: 'gem:Molten Strike', note: 'é'.repeat(1001), hidden: false }], order: {} },
      owner,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'Le conseil de l’étape « gem:Molten Strike » doit contenir au plus 1000 caractères.',
    });
    const control = await put(
      {
        steps: [
          { key: 'gem:Molten Strike', note: 'Bien', hidden: true },
          { key: 'gem:Ancestral Call Support', note: 'a\u001bb', hidden: false },
        ],
        order: { leveling: ['gem:Ancestral Call Support'] },
      },
      owner,
    );
    expect(control.statusCode).toBe(400);
    expect(control.json<{ error: string }>().error).toMatch(/caractères de contrôle/);
    const many = Array.from({ length: 301 }, (_, i) => ({ key: `k${i}`, note: '', hidden: true }));
    const tooMany = await put({ steps: many, order: {} }, owner);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: 'Le champ « Étapes modifiées » doit contenir au plus 300 élément(s)',
    });
    const longOrder = await put(
      { steps: [], order: { leveling: Array.from({ length: 501 }, (_, i) => `k${i}`) } },
      owner,
    );
    expect(longOrder.json()).toEqual({
      error: 'Le champ « Ordre des étapes du leveling » doit contenir au plus 500 élément(s)',
    });
    expect(await stored()).toEqual({ edits: [], orders: [] });
  });

  it('applies the saved edits to the steps readers follow, unknown keys ignored', async () => {
    const before = (await get(`/api/builds/${id}/steps`)).json<BuildSteps>();
    const keys = levelingKeys(before);
    expect(keys.slice(0, 3)).toEqual([
      'gem:Molten Strike',
      'gem:Ancestral Call Support',
      'gem:Melee Physical Damage Support',
    ]);
    const [first, second, third] = keys as [string, string, string];
    const order = [second, first, ...keys.slice(2), 'gem:Gone'];
    const saved = await put(
      {
        steps: [
          { key: first, note: '  Prenez-la dès le niveau 1.\r\nElle suffit.  ', hidden: false },
          { key: third, note: '', hidden: true },
          { key: 'gem:Gone', note: 'Ancienne gemme', hidden: true },
        ],
        order: { leveling: order },
      },
      owner,
    );
    expect(saved.statusCode).toBe(200);
    const edits = saved.json<StepEdits>();
    expect(edits.steps).toContainEqual({
      key: first,
      note: 'Prenez-la dès le niveau 1.\nElle suffit.',
      hidden: false,
    });
    // The screen lists every generated step, the hidden one too.
    expect(levelingKeys(edits.generated)).toEqual(keys);

    for (const reader of [undefined, stranger, owner]) {
      const after = (await get(`/api/builds/${id}/steps`, reader)).json<BuildSteps>();
      const leveling = after.phases.find((p) => p.phase === 'leveling')?.steps ?? [];
      expect(leveling.map((s) => s.key)).toEqual(
        order.filter((k) => k !== third && k !== 'gem:Gone'),
      );
      expect(leveling.find((s) => s.key === first)?.note).toBe(
        'Prenez-la dès le niveau 1.\nElle suffit.',
      );
      expect(leveling.find((s) => s.key === second)?.note).toBeNull();
    }

    // The whole set is replaced: an admin's save with no edits clears them.
    expect((await put({ steps: [], order: {} }, admin)).statusCode).toBe(200);
    expect(await stored()).toEqual({ edits: [], orders: [] });
    const cleared = (await get(`/api/builds/${id}/steps`)).json<BuildSteps>();
    expect(levelingKeys(cleared)).toEqual(keys);
  });
});
