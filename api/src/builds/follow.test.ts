import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import type { App } from '../app.js';
import { demoBuilds } from '../demo/seed.js';
import { SLAYER_SETS_XML, toPobCode } from '../pob/fixtures/index.js';
import type { Build } from './schemas.js';
import type { BuildSteps, NextSteps, Progress, Step } from './stepsSchemas.js';
import { FOLLOW_PHASES } from './steps.js';

type Json = Record<string, unknown>;

const SOCKETS = {
  leveling: 'gem_sockets_leveling',
  premier_equipement: 'gem_sockets_premier_equipement',
  endgame: 'gem_sockets_endgame',
  optimisation: 'gem_sockets_optimisation',
} as const;

/** Every gem name the build sockets in the sets the steps follow. */
function socketedNames(build: Build): Set<string> {
  const names = new Set<string>();
  for (const [phase, field] of Object.entries(SOCKETS)) {
    let sockets = build[field];
    if (phase === 'endgame' && Object.keys(sockets).length === 0) {
      sockets = Object.keys(build.gem_sockets_main).length
        ? build.gem_sockets_main
        : build.gem_sockets;
    }
    for (const gem of Object.values(sockets).flat()) if (gem?.name) names.add(gem.name);
  }
  return names;
}

const allSteps = (steps: BuildSteps): Step[] => steps.phases.flatMap((p) => p.steps);

/** What must hold of any build's steps, checked against the build itself and the rewards table. */
async function checkSteps(app: App, build: Build, steps: BuildSteps) {
  const list = allSteps(steps);
  const keys = list.map((s) => s.key);
  expect(new Set(keys).size).toBe(keys.length);

  // Each socketed gem is taken once, in the first phase that sockets it.
  const gemSteps = list.filter((s) => s.kind === 'gem');
  expect(gemSteps.map((s) => s.gems[0]?.name).sort()).toEqual([...socketedNames(build)].sort());

  // Phases in play order, each with the author's text of that phase.
  const order = steps.phases.map((p) => FOLLOW_PHASES.indexOf(p.phase));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  for (const phase of steps.phases) {
    expect(phase.text).toBe(build[phase.phase]);
    // Within a phase: items first, then by level (unknown last), before the passive points.
    const levelled = phase.steps.filter((s) => s.kind === 'gem' || s.kind === 'links');
    const levels = levelled.map((s) => s.level ?? Infinity);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const kinds = phase.steps.map((s) => s.kind);
    if (kinds.includes('items')) expect(kinds[0]).toBe('items');
  }

  // A link group comes once all its gems have been taken.
  for (const [at, step] of list.entries()) {
    if (step.kind !== 'links') continue;
    expect(step.gems.length).toBeGreaterThan(1);
    for (const gem of step.gems) {
      const taken = list.findIndex((s) => s.kind === 'gem' && s.gems[0]?.name === gem.name);
      expect(taken).toBeGreaterThanOrEqual(0);
      expect(taken).toBeLessThan(at);
    }
  }

  // A reward shown is one the build's class may take, as the rewards table says.
  for (const step of gemSteps) {
    const gem = step.gems[0];
    if (!gem?.reward) continue;
    const { rows } = await app.db.query<{ classes: string[] }>(
      'select classes from gem_rewards where gem = $1 and kind = $2 and act = $3 and quest = $4',
      [gem.name, gem.reward.kind, gem.reward.act, gem.reward.quest],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(step.act).toBe(gem.reward.act);
    const open = rows.some((r) => r.classes.length === 0 || r.classes.includes(build.classe));
    if (!open) expect(gem.reward.kind).toBe('vendor');
  }
}

/**
 * The passive steps of each phase with a tree: the points that tree adds to the phase before
 * (the leveling's, from the class start), each one linked to a node taken before it.
 */
async function checkPassives(app: App, build: Build, steps: BuildSteps) {
  const trees = build.passive_trees;
  const tree = trees.leveling;
  expect(tree, 'the demo builds have a leveling tree').toBeDefined();
  if (!tree) return;
  const loaded = await app.passiveTrees.load(tree.version);
  if (!loaded) throw new Error(`no tree ${tree.version}`);
  const classe = loaded.data.classes.find((c) => c.id === tree.class_id);
  const ascendancy = classe?.ascendancies.find((a) => a.id === tree.ascendancy_id);
  const leveling = steps.phases.find((p) => p.phase === 'leveling');
  const passives = (leveling?.steps ?? []).filter((s) => s.kind === 'passives');
  expect(passives.length).toBeGreaterThan(0);
  const ids = passives.flatMap((s) => s.passives.map((p) => p.id));
  const known = tree.nodes.filter((id) => {
    const kind = loaded.nodes.get(id)?.kind;
    return kind !== undefined && kind !== 'classStart' && kind !== 'ascendancyStart';
  });
  expect([...ids].sort()).toEqual([...known].sort());
  const taken = new Set([classe?.startNode, ascendancy?.startNode]);
  for (const id of ids) {
    const node = loaded.nodes.get(id);
    if (node?.kind !== 'mastery') {
      const touches = loaded.data.links.some(
        (l) => (l.a === id && taken.has(l.b)) || (l.b === id && taken.has(l.a)),
      );
      expect(touches, `node ${id} touches one taken before`).toBe(true);
    }
    taken.add(id);
  }
}

describe('GET /api/builds/{id}/steps and progress', () => {
  let app: App;
  let admin: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  let publicId: number;
  let draftId: number;

  const get = async <T>(url: string, user?: TestUser) => {
    const res = await app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
    return { res, body: res.json<T>() };
  };
  const put = (url: string, payload: unknown, user?: TestUser) =>
    app.inject({
      method: 'PUT',
      url,
      headers: user?.headers ?? {},
      payload: payload as Json,
    });
  const stored = async () =>
    (await app.db.query('select user_id, build_id, ticked from build_progress')).rows;

  beforeAll(async () => {
    app = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
    admin = await addUser(app, 'suivi_admin', 'admin');
    owner = await addUser(app, 'suivi_auteur', 'createur');
    stranger = await addUser(app, 'suivi_inconnu', 'createur');
    const cyclone = await app.db.query<{ id: number }>(
      "select id from builds where title like 'Cyclone Slayer%'",
    );
    publicId = cyclone.rows[0]?.id ?? 0;
    const draft = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: owner.headers,
      payload: buildBody({
        leveling: '<p>Au début, prenez Frappe fondue.</p>',
        gem_sockets_leveling: {
          Torse: [{ name: 'Molten Strike' }, { name: 'Ancestral Call Support' }],
        },
      }),
    });
    draftId = draft.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('makes steps of every demo build that hold its gems, links, items and texts', async () => {
    expect(demoBuilds.length).toBeGreaterThan(0);
    for (const demo of demoBuilds) {
      const { rows } = await app.db.query<{ id: number }>(
        'select id from builds where title = $1',
        [demo.body.title],
      );
      const id = rows[0]?.id;
      expect(id, demo.body.title).toBeDefined();
      const build = (await get<Build>(`/api/builds/${id}`, admin)).body;
      const { res, body } = await get<BuildSteps>(`/api/builds/${id}/steps`, admin);
      expect(res.statusCode).toBe(200);
      await checkSteps(app, build, body);
      const kinds = new Set(allSteps(body).map((s) => s.kind));
      expect(kinds).toContain('gem');
      expect(kinds).toContain('links');
      expect(kinds).toContain('items');
      expect(body.phases[0]?.phase).toBe('leveling');
      expect(body.phases[0]?.text).not.toBe('');
      await checkPassives(app, build, body);
      // Generated again, the same keys.
      const again = (await get<BuildSteps>(`/api/builds/${id}/steps`, admin)).body;
      expect(allSteps(again).map((s) => s.key)).toEqual(allSteps(body).map((s) => s.key));
    }
  });

  it('makes steps of a build written from a real Path of Building export', async () => {
    const imported = await app.inject({
      method: 'POST',
      url: '/api/pob/import',
      headers: owner.headers,
      payload: { code: toPobCode(SLAYER_SETS_XML) },
    });
    expect(imported.statusCode).toBe(200);
    const pob = imported.json<{
      classe: string;
      ascendancy: string;
      skillSets: { sockets: Json }[];
      itemSets: { equipment: Json }[];
      gem_links: Json;
    }>();
    const [first, last] = [pob.skillSets[0], pob.skillSets[pob.skillSets.length - 1]];
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: owner.headers,
      payload: buildBody({
        classe: pob.classe,
        ascendancy: pob.ascendancy,
        gem_sockets_leveling: first?.sockets,
        gem_sockets_main: last?.sockets,
        gem_links: pob.gem_links,
        leveling_equipment: pob.itemSets[0]?.equipment,
        equipment: pob.itemSets[pob.itemSets.length - 1]?.equipment,
      }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const build = (await get<Build>(`/api/builds/${id}`, owner)).body;
    const { body } = await get<BuildSteps>(`/api/builds/${id}/steps`, owner);
    await checkSteps(app, build, body);
    const gems = allSteps(body).filter((s) => s.kind === 'gem');
    expect(gems.length).toBeGreaterThan(3);
    // The catalogue names the gems in French and gives their level.
    const cyclone = gems.find((s) => s.gems[0]?.name === 'Cyclone')?.gems[0];
    expect(cyclone?.displayName).toBe('Cyclone');
    expect(cyclone?.level).toBe(28);
    expect(allSteps(body).some((s) => s.kind === 'links' && s.slot === 'Torse')).toBe(true);
  });

  it('keeps the keys of the steps a build still has when it is edited', async () => {
    const before = (await get<BuildSteps>(`/api/builds/${draftId}/steps`, owner)).body;
    const keys = allSteps(before).map((s) => s.key);
    expect(keys).toContain('gem:Molten Strike');
    expect(keys).toContain('links:leveling:Ancestral Call Support+Molten Strike');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/builds/${draftId}`,
      headers: owner.headers,
      payload: {
        gem_sockets_leveling: {
          Torse: [{ name: 'Molten Strike' }, { name: 'Ancestral Call Support' }],
          Casque: [{ name: 'Leap Slam' }],
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = allSteps((await get<BuildSteps>(`/api/builds/${draftId}/steps`, owner)).body);
    expect(after.map((s) => s.key)).toEqual(expect.arrayContaining(keys));
    expect(after.map((s) => s.key)).toContain('gem:Leap Slam');
  });

  it('answers the steps only to those who may read the build', async () => {
    expect((await get(`/api/builds/${draftId}/steps`)).res.statusCode).toBe(404);
    expect((await get(`/api/builds/${draftId}/steps`, stranger)).res.statusCode).toBe(404);
    const anonymous = await get<BuildSteps>(`/api/builds/${publicId}/steps`);
    expect(anonymous.res.statusCode).toBe(200);
    expect(anonymous.res.headers['cache-control']).toBe('private, no-cache');
    const signedIn = await get<BuildSteps>(`/api/builds/${publicId}/steps`, stranger);
    expect(anonymous.body).toEqual(signedIn.body);
  });

  it('saves a reader’s ticks and reads them back, theirs only', async () => {
    const url = `/api/builds/${publicId}/progress`;
    const steps = allSteps((await get<BuildSteps>(`/api/builds/${publicId}/steps`)).body);
    const ticked = steps.slice(0, 3).map((s) => s.key);
    const saved = await put(url, { ticked: [...ticked, ticked[0]] }, owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Progress>().ticked).toEqual(ticked);
    const read = await get<Progress>(url, owner);
    expect(read.body).toMatchObject({ buildId: publicId, ticked });
    expect(read.body.updated_at).not.toBeNull();
    // Another account reads its own progress, not the owner's.
    expect((await get<Progress>(url, stranger)).body).toEqual({
      buildId: publicId,
      ticked: [],
      updated_at: null,
    });
    // Unticking: the whole set is replaced.
    await put(url, { ticked: ticked.slice(1) }, owner);
    expect((await get<Progress>(url, owner)).body.ticked).toEqual(ticked.slice(1));
  });

  it('refuses progress to strangers and bad bodies, and writes nothing then', async () => {
    const before = await stored();
    const draft = `/api/builds/${draftId}/progress`;
    expect((await get(draft)).res.statusCode).toBe(401);
    expect((await put(draft, { ticked: ['gem:Molten Strike'] })).statusCode).toBe(401);
    // A draft the stranger may not read: neither read nor written.
    expect((await get(draft, stranger)).res.statusCode).toBe(404);
    const refused = await put(draft, { ticked: ['gem:Molten Strike'] }, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ error: string }>().error).toMatch(/build/i);

    const url = `/api/builds/${publicId}/progress`;
    for (const body of [
      { ticked: [{ key: 'gem:Cyclone' }] },
      { ticked: 'x'.repeat(301) },
      { ticked: [''] },
      { ticked: ['x'.repeat(301)] },
      { ticked: Array.from({ length: 2001 }, (_, i) => `k${i}`) },
      {},
    ]) {
      const res = await put(url, body, stranger);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const { error } = res.json<{ error: string }>();
      expect(error).toMatch(/^Requête invalide|Étapes cochées|champ/);
      expect(error).not.toMatch(/must|should/);
    }
    expect((await put('/api/builds/abc/progress', { ticked: [] }, owner)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('gives the next step not ticked of each followed favourite', async () => {
    expect((await get('/api/favourites/next-steps')).res.statusCode).toBe(401);
    const reader = await addUser(app, 'suivi_lecteur', 'user');
    const steps = allSteps((await get<BuildSteps>(`/api/builds/${publicId}/steps`)).body);
    await put(
      `/api/builds/${publicId}/progress`,
      { ticked: [steps[0]?.key, steps[2]?.key] },
      reader,
    );
    // Followed but not a favourite: not listed.
    expect((await get<NextSteps>('/api/favourites/next-steps', reader)).body.builds).toEqual([]);
    await app.inject({
      method: 'PUT',
      url: `/api/builds/${publicId}/favourite`,
      headers: reader.headers,
    });
    const { body } = await get<NextSteps>('/api/favourites/next-steps', reader);
    expect(body.builds).toEqual([
      { buildId: publicId, done: 2, total: steps.length, step: steps[1], phase: 'leveling' },
    ]);
  });
});
