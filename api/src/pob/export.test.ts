import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { readGemLinks } from './gemLinks.js';
import { SLAYER_SETS_XML, toPobCode } from './fixtures/index.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';
import type { Build } from '../builds/schemas.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';

type Slot = string | { name?: string; base?: string; text?: string };
interface SkillSet {
  title: string;
  active: boolean;
  sockets: Record<string, { name: string }[]>;
  links: Record<string, number[]>;
}
interface Imported {
  classe: string;
  ascendancy: string;
  itemSets: { title: string; active: boolean; equipment: Record<string, Slot> }[];
  skillSets: SkillSet[];
}

let app: App;
let admin: TestUser;
let creator: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
  admin = await addUser(app, 'export_admin', 'admin');
  creator = await addUser(app, 'export_createur', 'createur');
});
afterAll(() => app.close());

const exportOf = (id: number, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/builds/${id}/pob`, headers });

async function reimport(code: string): Promise<Imported> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/pob/import',
    headers: creator.headers,
    payload: { code },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Imported>();
}

/** Our slots PoB has a place for (`weapon2` is the off-hand when no shield is worn). */
const POB_PLACES = /^(weapon|shield|helmet|body|gloves|boots|amulet|ring[12]|belt|flask[1-5])$/;

/** What a slot should read back as: name and base of each item the game's text describes. */
function expectedItems(equipment: Record<string, Slot>) {
  const items: Record<string, { name?: string; base?: string }> = {};
  for (const [slot, value] of Object.entries(equipment)) {
    if (typeof value === 'string' || !POB_PLACES.test(slot)) continue;
    items[slot] = { name: value.name, base: value.base };
  }
  return items;
}
const readItems = (equipment: Record<string, Slot>) =>
  Object.fromEntries(
    Object.entries(equipment).map(([slot, v]) => [
      slot,
      typeof v === 'string' ? { text: v } : { name: v.name, base: v.base },
    ]),
  );

/** A slot's gem names split into link groups. */
function groups(names: string[], links: number[] | undefined): string[][] {
  const byGroup: string[][] = [];
  names.forEach((name, i) => (byGroup[links?.[i] ?? links?.at(-1) ?? 0] ??= []).push(name));
  return byGroup.filter(Boolean);
}
function expectedGroups(
  sockets: Record<string, ({ name: string } | null)[]>,
  links?: Record<string, number[]>,
) {
  return Object.fromEntries(
    Object.entries(sockets).map(([slot, gems]) => {
      const kept = gems.flatMap((g, i) => (g ? [{ name: g.name, link: links?.[slot]?.[i] }] : []));
      const slotLinks = links?.[slot] ? kept.map((g) => g.link ?? 0) : undefined;
      return [
        slot,
        groups(
          kept.map((g) => g.name),
          slotLinks,
        ),
      ];
    }),
  );
}
const importedGroups = (set: SkillSet | undefined) =>
  Object.fromEntries(
    Object.entries(set?.sockets ?? {}).map(([slot, gems]) => [
      slot,
      groups(
        gems.map((g) => g.name),
        set?.links[slot],
      ),
    ]),
  );

/** The loadouts the export should carry, as the build page shows them. */
function loadouts(build: Build) {
  const main = Object.keys(build.gem_sockets_main).length ? 'gem_sockets_main' : 'gem_sockets';
  return [
    ['Build principal', build.equipment, main],
    ['Leveling', build.leveling_equipment, 'gem_sockets_leveling'],
    ['Premier équipement', build.premier_equipement_equipment, 'gem_sockets_premier_equipement'],
    ['Endgame', build.endgame_equipment, 'gem_sockets_endgame'],
    ['Optimisation', build.optimisation_equipment, 'gem_sockets_optimisation'],
  ] as const;
}

/** Exports the build, imports the code back, and finds the same class, items, gems and links. */
async function expectRoundTrip(build: Build, headers: Record<string, string>) {
  const res = await exportOf(build.id, headers);
  expect(res.statusCode).toBe(200);
  const back = await reimport(res.json<{ code: string }>().code);
  expect(back).toMatchObject({ classe: build.classe, ascendancy: build.ascendancy });
  const links = readGemLinks((build as Build & { gem_links?: unknown }).gem_links);
  const expected = loadouts(build).filter(
    ([title, equipment, field]) =>
      title === 'Build principal' ||
      Object.keys(equipment).length > 0 ||
      Object.keys(build[field]).length > 0,
  );
  expect(back.itemSets.map((s) => s.title)).toEqual(expected.map(([title]) => title));
  expect(back.skillSets.map((s) => s.title)).toEqual(expected.map(([title]) => title));
  expect(back.itemSets[0]?.active && back.skillSets[0]?.active).toBe(true);
  expected.forEach(([title, equipment, field], index) => {
    expect(readItems(back.itemSets[index]?.equipment ?? {}), title).toEqual(
      expectedItems(equipment),
    );
    expect(importedGroups(back.skillSets[index]), title).toEqual(
      expectedGroups(build[field], links[field]),
    );
  });
  return back;
}

describe('GET /api/builds/:id/pob', () => {
  it('exports every demo build to a code the site imports back to the same build', async () => {
    const list = (await app.inject({ url: '/api/builds', headers: admin.headers })).json<{
      builds: { id: number }[];
    }>().builds;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const { id } of list) {
      const build = (
        await app.inject({ url: `/api/builds/${id}`, headers: admin.headers })
      ).json<Build>();
      const back = await expectRoundTrip(build, admin.headers);
      // A real build exports real content: gear and gems both come back.
      expect(Object.keys(back.itemSets[0]?.equipment ?? {}).length, build.title).toBeGreaterThan(0);
      expect(Object.keys(back.skillSets[0]?.sockets ?? {}).length, build.title).toBeGreaterThan(0);
    }
  });

  it('round-trips an imported build: import, save, export, import again', async () => {
    const first = await reimport(toPobCode(SLAYER_SETS_XML));
    const [leveling, , endgame] = first.itemSets;
    const [skillsLeveling, , skillsEndgame] = first.skillSets;
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: creator.headers,
      payload: buildBody({
        classe: first.classe,
        ascendancy: first.ascendancy,
        equipment: endgame?.equipment,
        gem_sockets_main: skillsEndgame?.sockets,
        leveling_equipment: leveling?.equipment,
        gem_sockets_leveling: skillsLeveling?.sockets,
        // As the form saves an import: each set with its links.
        gem_links: {
          gem_sockets_main: skillsEndgame?.links ?? {},
          gem_sockets_leveling: skillsLeveling?.links ?? {},
        },
      }),
    });
    expect(created.statusCode).toBe(201);
    const back = await expectRoundTrip(created.json<Build>(), creator.headers);
    // Same gear and gems as the first import gave, set for set.
    expect(readItems(back.itemSets[0]?.equipment ?? {})).toEqual(
      readItems(endgame?.equipment ?? {}),
    );
    expect(importedGroups(back.skillSets[0])).toEqual(importedGroups(skillsEndgame));
    expect(importedGroups(back.skillSets[1])).toEqual(importedGroups(skillsLeveling));
  });

  it('follows the build’s visibility: a private build is exported only to whoever may read it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/builds',
      headers: creator.headers,
      payload: buildBody({ title: 'Brouillon privé', is_public: false }),
    });
    const id = created.json<Build>().id;
    const stranger = await addUser(app, 'export_stranger', 'user');
    for (const headers of [{}, stranger.headers, { authorization: 'Bearer faux' }]) {
      const res = await exportOf(id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: BUILD_NOT_FOUND });
    }
    for (const headers of [creator.headers, admin.headers]) {
      const res = await exportOf(id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.json().code).toMatch(/^eN/);
    }
  });

  it('answers 404 in French for a missing build or an id that is not one', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await app.inject({ url: `/api/builds/${id}/pob` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: BUILD_NOT_FOUND });
    }
  });
});
